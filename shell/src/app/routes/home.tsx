import { Link as RouterLink } from '@villa/shared/router';
import { Box, Button, Container, Stack, Typography } from '@villa/shared/mui/core';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { paths } from '@villa/shared/lib/paths';
import { lazy } from 'react';
import { WhenNear } from '@villa/shared/ui/when-near';

// Below the fold: fetched, code and data, on the way down (WhenNear).
const SECTION_PLACEHOLDER = <Box sx={{ minHeight: 240 }} />;
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

export default function HomePage() {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 700, maxWidth: 720, fontSize: { xs: '2rem', md: '3rem' } }}
          >
            Where luxury has an address – and you call it home
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 620, opacity: 0.9 }}>
            Verified villa projects from verified builders with clear titles, and guidance from shortlisting
            to possession.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              component={RouterLink}
              to={paths.units()}
              variant="contained"
              color="secondary"
              size="large"
            >
              Show All Villas
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ title: 'Home page enquiry' }))}
            >
              Talk to an expert
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container sx={{ py: 6 }}>
        <Typography variant="h4" component="h2" gutterBottom>
          No pressure, no jargon — just expert insights.
        </Typography>
        <Box component="ul" sx={{ pl: 3 }}>
          {PROMISES.map((promise) => (
            <Typography component="li" key={promise} sx={{ mb: 1 }}>
              {promise}
            </Typography>
          ))}
        </Box>
        <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 2 }}>
          Our sales team
        </Typography>
        <WhenNear placeholder={SECTION_PLACEHOLDER}>
          <SalesTeam />
        </WhenNear>
        <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 2 }}>
          What homebuyers say
        </Typography>
        <WhenNear placeholder={SECTION_PLACEHOLDER}>
          <Testimonials />
        </WhenNear>
      </Container>
    </>
  );
}
