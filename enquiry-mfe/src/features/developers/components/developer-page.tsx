import { paths } from '@villa/shared/lib/paths';
import { Link } from '@villa/shared/router';
import { Card, Text } from '@villa/shared/ui/kit';
import { FormOnIntent } from '@villa/shared/forms/form-on-intent';
import {
  CardBody,
  CardRow,
  CardTitle,
  FootNote,
  FormArea,
  LandingHeader,
  LandingPage,
} from '../../../components/landing-page.tsx';
import { EnquiryPageHead } from '../../../components/enquiry-page-head.tsx';

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

// The first screen: the kit and emotion only, no MUI. The developer form (MUI and the forms kit)
// loads when the developer asks for it (DESIGN.md section 9).
const loadDeveloperForm = () => import('./developer-form.tsx');

const INTRO =
  'Partner with the marketplace built only for villas, and meet buyers who already know what they want.';

/** /for-developers: why partner with us, and the developer form (spec 3), on request. */
export function DeveloperPage() {
  return (
    <LandingPage>
      <EnquiryPageHead
        title="For developers: list your villa project"
        description={`${INTRO} Verified builders and RERA-registered projects only.`}
        path={paths.developers()}
      />
      <LandingHeader overline="For developers" title="List your villa project with us" intro={INTRO} />
      <CardRow>
        {BENEFITS.map((benefit) => (
          <Card as="li" key={benefit.title}>
            <CardBody>
              <CardTitle>{benefit.title}</CardTitle>
              <Text look="body2" tone="secondary">
                {benefit.text}
              </Text>
            </CardBody>
          </Card>
        ))}
      </CardRow>
      <FormArea aria-labelledby="developer-form-title">
        <FormOnIntent
          titleId="developer-form-title"
          title="Tell us about your project"
          intro="Our partnerships team reads every project and calls you back."
          startLabel="Partner with us"
          load={loadDeveloperForm}
        />
      </FormArea>
      <FootNote look="body2">
        Selling your own villa? <Link to={paths.listYourVilla()}>List your villa</Link>
      </FootNote>
    </LandingPage>
  );
}
