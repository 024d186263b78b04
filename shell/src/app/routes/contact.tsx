import { paths } from '@villa/shared/lib/paths';
import { Button } from '@villa/shared/ui/kit';
import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { SITE } from '../../config/site.ts';
import { Paragraph, TextPage } from './text-page.tsx';

export default function ContactPage() {
  return (
    <TextPage
      title="Contact us"
      path={paths.contact()}
      description="Call or write to the VillaNest sales team about a villa, a project or a site visit."
    >
      <Paragraph>Call us on {SITE.phone.display}, or leave your details and we will call you back.</Paragraph>
      <Button type="button" variant="contained" onClick={() => void openEnquiry({ title: 'Contact us' })}>
        Request a call back
      </Button>
    </TextPage>
  );
}
