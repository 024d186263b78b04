import { Box, Container, Link, Stack, Typography } from '@villa/shared/mui/core';
import { paths } from '@villa/shared/lib/paths';
import { SITE } from '../config/site.ts';

/** Footer of spec section 1: phone, agent registrations, social links, terms, privacy, copyright, powered by. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 6, py: 4 }}>
      <Container>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {SITE.name}
            </Typography>
            <Link href={SITE.phone.href} color="inherit" underline="hover">
              Call us: {SITE.phone.display}
            </Link>
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Agent registration numbers</Typography>
            {SITE.agentRegistrations.map((agent) => (
              <Typography key={agent.region} variant="body2">
                {agent.region}: {agent.number}
              </Typography>
            ))}
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Follow us</Typography>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
              {SITE.social.map((social) => (
                <Link
                  key={social.network}
                  href={social.href}
                  color="inherit"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {social.network}
                </Link>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            mt: 3,
            pt: 2,
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.2)',
            justifyContent: 'space-between',
          }}
        >
          <Stack direction="row" spacing={2}>
            <Link href={paths.terms()} target="_blank" rel="noopener" color="inherit">
              Terms and conditions
            </Link>
            <Link href={paths.privacy()} target="_blank" rel="noopener" color="inherit">
              Privacy policy
            </Link>
          </Stack>
          <Typography variant="body2">
            © {year} {SITE.name}. All rights reserved.
          </Typography>
          <Link
            href={SITE.poweredBy.href}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            underline="none"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">powered by</Typography>
              <svg width="22" height="22" viewBox="0 0 22 22" role="img" aria-label={SITE.poweredBy.name}>
                <circle cx="11" cy="11" r="10" fill="#e0b45c" />
                <path d="M6 15V7l5 5 5-5v8" fill="none" stroke="#1f4d3a" strokeWidth="2" />
              </svg>
              <Typography variant="body2">{SITE.poweredBy.name}</Typography>
            </Stack>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
