import { Button, Typography } from '@villa/shared/mui/core';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { SITE } from '../../config/site.ts';
import { TextPage } from './text-page.tsx';

export default function ContactPage() {
  return (
    <TextPage title="Contact us">
      <Typography sx={{ mb: 2 }}>
        Call us on {SITE.phone.display}, or leave your details and we will call you back.
      </Typography>
      <Button
        variant="contained"
        onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ title: 'Contact us' }))}
      >
        Request a call back
      </Button>
    </TextPage>
  );
}
