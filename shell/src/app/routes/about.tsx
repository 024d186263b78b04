import { Typography } from '@villa/shared/mui/core';
import { TextPage } from './text-page.tsx';

export default function AboutPage() {
  return (
    <TextPage title="About us">
      <Typography sx={{ mb: 2 }}>
        We are a villa marketplace for home buyers in India, starting with Bengaluru and growing into
        Hyderabad, Chennai, Mysore and Hosur. We list verified villa projects from verified builders with
        clear titles only.
      </Typography>
      <Typography sx={{ mb: 2 }}>We have walked through every villa we list.</Typography>
      <Typography sx={{ mb: 2 }}>
        From shortlisting to possession, our relationship managers help you compare options, visit sites and
        close with confidence. No pressure, no jargon — just expert insights.
      </Typography>
    </TextPage>
  );
}
