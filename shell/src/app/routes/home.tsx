import { lazy } from 'react';
import styled from '@emotion/styled';
import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { paths } from '@villa/shared/lib/paths';
import { useListingPath } from '@villa/shared/state/remembered-city';
import { PageHead } from '@villa/shared/ui/page-head';
import { Button, ButtonLink, Container } from '@villa/shared/ui/kit';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { WhenNear } from '@villa/shared/ui/when-near';

// Below the fold: fetched, code and data, on the way down (WhenNear).
const SECTION_PLACEHOLDER = <div style={{ minHeight: 240 }} />;
const SalesTeam = lazy(() =>
  import('../../features/marketing/components/sales-team.tsx').then((m) => ({ default: m.SalesTeam })),
);
const Testimonials = lazy(() =>
  import('../../features/marketing/components/testimonials.tsx').then((m) => ({
    default: m.Testimonials,
  })),
);

const PROMISES = [
  'We have walked through every villa we list.',
  'We connect you with verified builders and clear-title properties only.',
  'We will even help you compare options and shortlist.',
];

const Hero = styled.section({
  paddingBlock: space(6),
  backgroundColor: colors.primary.main,
  color: colors.primary.contrastText,
  [up('md')]: { paddingBlock: space(10) },
});

const Headline = styled.h1({
  ...text.h3,
  maxWidth: 720,
  fontSize: '2rem',
  [up('md')]: { fontSize: '3rem' },
});

const Lead = styled.p({ ...text.body1, marginTop: space(2), maxWidth: 620, opacity: 0.9 });

const Actions = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  marginTop: space(4),
  [up('sm')]: { flexDirection: 'row' },
});

const Section = styled(Container)({ paddingBlock: space(6) });

const Heading = styled.h2({ ...text.h4, marginBottom: '0.35em' });

const Promises = styled.ul({ paddingLeft: space(3), li: { ...text.body1, marginBottom: space(1) } });

const SectionHeading = styled.h2({ ...text.h5, marginTop: space(5), marginBottom: space(2) });

export default function HomePage() {
  const listing = useListingPath();
  return (
    <>
      <PageHead
        title="Verified villas for sale in Bengaluru and across South India"
        description="Browse verified villa projects and villas for sale in Bengaluru, Hyderabad, Chennai, Mysore and Hosur: prices, floor plans, RERA status and locations, with guidance from shortlisting to possession."
        canonical={paths.home()}
      />
      <Hero>
        <Container>
          <Headline>Where luxury has an address – and you call it home</Headline>
          <Lead>
            Verified villa projects from verified builders with clear titles, and guidance from shortlisting
            to possession.
          </Lead>
          <Actions>
            <ButtonLink to={listing} variant="contained" color="secondary" size="large">
              Show All Villas
            </ButtonLink>
            <Button
              type="button"
              variant="outlined"
              color="inherit"
              size="large"
              onClick={() => void openEnquiry({ title: 'Home page enquiry' })}
            >
              Talk to an expert
            </Button>
          </Actions>
        </Container>
      </Hero>
      <Section>
        <Heading>No pressure, no jargon — just expert insights.</Heading>
        <Promises>
          {PROMISES.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </Promises>
        <SectionHeading>Our sales team</SectionHeading>
        <WhenNear placeholder={SECTION_PLACEHOLDER}>
          <SalesTeam />
        </WhenNear>
        <SectionHeading>What homebuyers say</SectionHeading>
        <WhenNear placeholder={SECTION_PLACEHOLDER}>
          <Testimonials />
        </WhenNear>
      </Section>
    </>
  );
}
