import styled from '@emotion/styled';
import { Container, Text } from '@villa/shared/ui/kit';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { paths } from '@villa/shared/lib/paths';
import { Link } from '@villa/shared/router';
import { SITE } from '../config/site.ts';

const Bar = styled.footer({
  marginTop: space(6),
  paddingBlock: space(4),
  backgroundColor: colors.primary.dark,
  color: colors.primary.contrastText,
});

const Columns = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(4),
  justifyContent: 'space-between',
  [up('md')]: { flexDirection: 'row' },
});

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) });

const BottomRow = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  justifyContent: 'space-between',
  marginTop: space(3),
  paddingTop: space(2),
  borderTop: '1px solid rgba(255,255,255,0.2)',
  [up('sm')]: { flexDirection: 'row' },
});

const FooterLink = styled.a({
  color: 'inherit',
  textDecorationColor: 'rgba(255,255,255,0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
});

const InAppLink = styled(Link)({
  color: 'inherit',
  textDecorationColor: 'rgba(255,255,255,0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
});

const PlainLink = styled.a({
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

/** Footer of spec section 1: phone, agent registrations, social links, terms, privacy, copyright, powered by. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Container>
        <Columns>
          <div>
            <Text look="h6" style={{ fontWeight: 700 }}>
              {SITE.name}
            </Text>
            <PlainLink href={SITE.phone.href}>Call us: {SITE.phone.display}</PlainLink>
          </div>
          <div>
            <Text style={{ fontWeight: 600 }}>Agent registration numbers</Text>
            {SITE.agentRegistrations.map((agent) => (
              <Text key={agent.region} look="body2">
                {agent.region}: {agent.number}
              </Text>
            ))}
          </div>
          <nav aria-label="List with us">
            <Text style={{ fontWeight: 600 }}>List with us</Text>
            <Text look="body2">
              <InAppLink to={paths.listYourVilla()}>List your villa</InAppLink>
            </Text>
            <Text look="body2">
              <InAppLink to={paths.developers()}>For developers</InAppLink>
            </Text>
          </nav>
          <div>
            <Text style={{ fontWeight: 600 }}>Follow us</Text>
            <Row>
              {SITE.social.map((social) => (
                <FooterLink key={social.network} href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.network}
                </FooterLink>
              ))}
            </Row>
          </div>
        </Columns>
        <BottomRow>
          <Row>
            <FooterLink href={paths.terms()} target="_blank" rel="noopener noreferrer">
              Terms and conditions
            </FooterLink>
            <FooterLink href={paths.privacy()} target="_blank" rel="noopener noreferrer">
              Privacy policy
            </FooterLink>
          </Row>
          <Text look="body2">
            © {year} {SITE.name}. All rights reserved.
          </Text>
          <FooterLink
            href={SITE.poweredBy.href}
            target="_blank"
            rel="noopener noreferrer"
            style={{ textDecoration: 'none' }}
          >
            <Row as="span" style={{ gap: space(1) }}>
              <Text as="span" look="body2">
                powered by
              </Text>
              <svg width="22" height="22" viewBox="0 0 22 22" role="img" aria-label={SITE.poweredBy.name}>
                <circle cx="11" cy="11" r="10" fill="#e0b45c" />
                <path d="M6 15V7l5 5 5-5v8" fill="none" stroke="#1f4d3a" strokeWidth="2" />
              </svg>
              <Text as="span" look="body2">
                {SITE.poweredBy.name}
              </Text>
            </Row>
          </FooterLink>
        </BottomRow>
      </Container>
    </Bar>
  );
}
