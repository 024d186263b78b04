import { Box, Button, Card, CardContent, Container, Typography } from '@villa/shared/mui/core';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
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
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 3, md: 5 } }}>
        <Typography variant="overline" sx={{ color: 'secondary.dark', fontWeight: 700 }}>
          For developers
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          List your villa project with us
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>
          Partner with the marketplace built only for villas, and meet buyers who already know what they want.
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {BENEFITS.map((benefit) => (
          <Card component="li" key={benefit.title}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {benefit.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {benefit.text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: { xs: 4, md: 5 } }}>
        <Button variant="contained" size="large" onClick={partner}>
          Partner with us
        </Button>
      </Box>
    </Container>
  );
}
