import { paths } from '@villa/shared/lib/paths';
import { Paragraph, TextPage } from './text-page.tsx';

export default function AboutPage() {
  return (
    <TextPage
      title="About us"
      path={paths.about()}
      description="VillaNest lists verified villa projects and villas for sale in Bengaluru, Hyderabad, Chennai, Mysore and Hosur, and guides buyers from shortlisting to possession."
    >
      <Paragraph>
        We are a villa marketplace for home buyers in India, starting with Bengaluru and growing into
        Hyderabad, Chennai, Mysore and Hosur. We list verified villa projects from verified builders with
        clear titles only.
      </Paragraph>
      <Paragraph>We have walked through every villa we list.</Paragraph>
      <Paragraph>
        From shortlisting to possession, our relationship managers help you compare options, visit sites and
        close with confidence. No pressure, no jargon — just expert insights.
      </Paragraph>
    </TextPage>
  );
}
