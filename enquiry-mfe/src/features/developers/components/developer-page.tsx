import styled from '@emotion/styled';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { Button, Card, Container, Text } from '@villa/shared/ui/kit';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { usePageUrl } from '../../../hooks/use-page-url.ts';

const BENEFITS = [
  {
    title: 'Reach serious villa buyers',
    text: 'Your project is in front of buyers looking for villas in Bengaluru, Hyderabad, Chennai, Mysore and Hosur, not just any property.',
  },
  {
    title: 'Verified, and seen to be',
    text: 'We connect buyers with verified builders and clear-title properties only, so your RERA-registered project carries the trust it has earned.',
  },
  {
    title: 'Experts who do the legwork',
    text: 'Our villa experts walk buyers through site visits, comparisons and shortlisting, and bring you enquiries that are ready to talk.',
  },
] as const;

// The first screen: the kit and emotion only, no MUI. The enquiry (a MUI dialog and form) is the
// enquiry remote's host, which the shell loads at the first 'enquiry:open'.

const Page = styled(Container)({
  paddingBlock: space(4),
  [up('md')]: { paddingBlock: space(6) },
});

const Header = styled.header({
  textAlign: 'center',
  maxWidth: 720,
  marginInline: 'auto',
  marginBottom: space(3),
  [up('md')]: { marginBottom: space(5) },
});

/** MUI's overline: small capitals, widely spaced. */
const Overline = styled.span({
  margin: 0,
  fontSize: '0.75rem',
  lineHeight: 2.66,
  letterSpacing: '0.08333em',
  textTransform: 'uppercase',
  fontWeight: 700,
  color: colors.secondary.dark,
});

const Title = styled.h1({ ...text.h4, fontSize: '1.75rem', [up('md')]: { fontSize: '2.25rem' } });

const Intro = styled(Text)({ color: colors.text.secondary, marginTop: space(1.5) });

const Benefits = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  [up('md')]: { gap: space(3), gridTemplateColumns: 'repeat(3, 1fr)' },
});

/** A card's content: 16 px all round, 24 px at the bottom. */
const BenefitContent = styled.div({ padding: space(2, 2, 3) });

const BenefitTitle = styled.h2({ ...text.h6, marginBottom: '0.35em' });

const Actions = styled.div({
  textAlign: 'center',
  marginTop: space(4),
  [up('md')]: { marginTop: space(5) },
});

/** /for-developers: why partner with us, and a button that opens a developer enquiry. */
export function DeveloperPage() {
  const { href } = usePageUrl();
  const partner = () =>
    emitVillaEvent(
      'enquiry:open',
      enquiryRequest({
        title: 'Developer enquiry',
        description: 'Interested in partnering as a developer',
        pageUrl: href,
      }),
    );

  return (
    <Page>
      <Header>
        <Overline>For developers</Overline>
        <Title>List your villa project with us</Title>
        <Intro>
          Partner with the marketplace built only for villas, and meet buyers who already know what they want.
        </Intro>
      </Header>
      <Benefits>
        {BENEFITS.map((benefit) => (
          <Card as="li" key={benefit.title}>
            <BenefitContent>
              <BenefitTitle>{benefit.title}</BenefitTitle>
              <Text look="body2" tone="secondary">
                {benefit.text}
              </Text>
            </BenefitContent>
          </Card>
        ))}
      </Benefits>
      <Actions>
        <Button type="button" variant="contained" size="large" onClick={partner}>
          Partner with us
        </Button>
      </Actions>
    </Page>
  );
}
