import { paths } from '@villa/shared/lib/paths';
import { Paragraph, TextPage } from './text-page.tsx';

export function TermsPage() {
  return (
    <TextPage
      title="Terms and conditions"
      path={paths.terms()}
      description="The terms on which VillaNest lists villas and handles enquiries."
    >
      <Paragraph>
        Listings, prices and availability are provided by developers and owners and may change without notice.
        Prices marked with an asterisk are starting prices and exclude registration, stamp duty and other
        charges.
      </Paragraph>
      <Paragraph>
        By sending an enquiry you agree that our sales team may contact you by phone, SMS or email about the
        properties you asked about.
      </Paragraph>
    </TextPage>
  );
}

export function PrivacyPage() {
  return (
    <TextPage
      title="Privacy policy"
      path={paths.privacy()}
      description="What VillaNest keeps about buyers, why, and how to have it deleted."
    >
      <Paragraph>
        We collect your name, email and phone number only when you send an enquiry or log in, and use them
        only to answer you. We never sell your data.
      </Paragraph>
      <Paragraph>
        Your login is kept on your device as a token; logging out removes it. Write to us to have your data
        deleted.
      </Paragraph>
    </TextPage>
  );
}
