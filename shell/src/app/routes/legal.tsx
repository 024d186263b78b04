import { Typography } from '@villa/shared/mui/core';
import { TextPage } from './text-page.tsx';

export function TermsPage() {
  return (
    <TextPage title="Terms and conditions">
      <Typography sx={{ mb: 2 }}>
        Listings, prices and availability are provided by developers and owners and may change without notice.
        Prices marked with an asterisk are starting prices and exclude registration, stamp duty and other
        charges.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        By sending an enquiry you agree that our sales team may contact you by phone, SMS or email about the
        properties you asked about.
      </Typography>
    </TextPage>
  );
}

export function PrivacyPage() {
  return (
    <TextPage title="Privacy policy">
      <Typography sx={{ mb: 2 }}>
        We collect your name, email and phone number only when you send an enquiry or log in, and use them
        only to answer you. We never sell your data.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Your login is kept on your device as a token; logging out removes it. Write to us to have your data
        deleted.
      </Typography>
    </TextPage>
  );
}
