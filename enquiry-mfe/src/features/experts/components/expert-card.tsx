import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { SalesMember } from '@villa/shared/contracts/entities';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { MailIcon, PersonIcon, PhoneIcon, PlaceIcon } from '@villa/shared/ui/icons';

// First screen of /connect-with-expert: the kit and emotion only, no MUI (it loads with the enquiry).

const PHOTO_SIZE = 96;

export interface ExpertCardProps {
  member: SalesMember;
  onAskExpert: (member: SalesMember) => void;
}

const CardFrame = styled(Card)({ height: '100%', display: 'flex', flexDirection: 'column' });

/** A card's content: 16 px all round, 24 px at the bottom. */
const Content = styled.div({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  padding: space(2, 2, 3),
});

const Identity = styled.div({ display: 'flex', alignItems: 'center', gap: space(2) });

const Photo = styled(SafeImage)({
  borderRadius: '50%',
  flexShrink: 0,
  width: PHOTO_SIZE,
  height: PHOTO_SIZE,
});

/** In place of a photo: a person on the brand's light green, as MUI's Avatar drew it. */
const NoPhoto = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: PHOTO_SIZE,
  height: PHOTO_SIZE,
  borderRadius: '50%',
  overflow: 'hidden',
  color: colors.background,
  backgroundColor: colors.primary.light,
});

const Details = styled.div({ minWidth: 0 });

const Name = styled.h2(text.h6);

const Expertise = styled(Text)({ color: colors.secondary.dark, fontWeight: 600 });

const Contacts = styled.div({ display: 'flex', flexDirection: 'column', gap: 6 });

const Line = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: space(1),
  minWidth: 0,
  color: colors.text.secondary,
});

const LineText = styled.div({ ...text.body2, minWidth: 0, overflowWrap: 'anywhere' });

const ContactLink = styled.a({
  color: colors.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

const AskButton = styled(Button)({ marginTop: 'auto' });

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Line>
      {icon}
      <LineText>{children}</LineText>
    </Line>
  );
}

const ICON_SIZE = 18;

/** An expert (spec 2.5): photo, name, years of expertise, designation, contacts, 'Get Expert Advice'. */
export function ExpertCard({ member, onAskExpert }: ExpertCardProps) {
  return (
    <CardFrame as="article">
      <Content>
        <Identity>
          {member.image ? (
            <Photo
              src={member.image}
              alt={`Photo of ${member.name}`}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
            />
          ) : (
            <NoPhoto role="img" aria-label={`${member.name} (no photo)`}>
              <PersonIcon fontSize={56} />
            </NoPhoto>
          )}
          <Details>
            <Name>{member.name}</Name>
            <Text look="body2" tone="secondary">
              {member.designation}
            </Text>
            <Expertise look="body2">{`${member.exp} years of expertise`}</Expertise>
          </Details>
        </Identity>
        <Contacts>
          <ContactLine icon={<MailIcon fontSize={ICON_SIZE} color={colors.primary.main} />}>
            <ContactLink href={`mailto:${member.email}`}>{member.email}</ContactLink>
          </ContactLine>
          <ContactLine icon={<PhoneIcon fontSize={ICON_SIZE} color={colors.primary.main} />}>
            <ContactLink href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>{member.phone}</ContactLink>
          </ContactLine>
          <ContactLine icon={<PlaceIcon fontSize={ICON_SIZE} color={colors.primary.main} />}>
            {member.location}
          </ContactLine>
        </Contacts>
        <AskButton type="button" variant="contained" fullWidth onClick={() => onAskExpert(member)}>
          Get Expert Advice
        </AskButton>
      </Content>
    </CardFrame>
  );
}
