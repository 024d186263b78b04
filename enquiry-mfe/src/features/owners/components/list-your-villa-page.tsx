import styled from '@emotion/styled';
import { paths } from '@villa/shared/lib/paths';
import { Link } from '@villa/shared/router';
import { Card, Text } from '@villa/shared/ui/kit';
import { colors, space } from '@villa/shared/ui/tokens';
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

// The first screen: the kit and emotion only, no MUI. The listing form (MUI, the forms kit and the
// photo upload) loads when the owner asks for it (DESIGN.md section 9).
const loadListingForm = () => import('./villa-listing-form.tsx');

const STEPS = [
  {
    title: 'Tell us about your villa',
    text: 'Its size, rooms, facing, price and when it is free to move into: a few minutes, on your phone.',
  },
  {
    title: 'Add photos',
    text: 'Up to 10 photos, JPEG, PNG or WebP. We remove the location data cameras store in them.',
  },
  {
    title: 'We verify, then list',
    text: 'Our team calls you to check the details and the title, then your villa goes live for buyers.',
  },
] as const;

const StepNumber = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  marginBottom: space(1),
  background: colors.primary.main,
  color: colors.primary.contrastText,
  fontWeight: 700,
});

const INTRO =
  'Sell your villa to buyers who are looking for villas only, with photos and details checked by our team.';

/** /list-your-villa: how an owner lists a villa, and the listing form (spec 3), on request. */
export function ListYourVillaPage() {
  return (
    <LandingPage>
      <EnquiryPageHead title="List your villa" description={INTRO} path={paths.listYourVilla()} />
      <LandingHeader overline="For owners" title="List your villa" intro={INTRO} />
      <CardRow as="ol">
        {STEPS.map((step, index) => (
          <Card as="li" key={step.title}>
            <CardBody>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <CardTitle>{step.title}</CardTitle>
              <Text look="body2" tone="secondary">
                {step.text}
              </Text>
            </CardBody>
          </Card>
        ))}
      </CardRow>
      <FormArea aria-labelledby="villa-listing-title">
        <FormOnIntent
          titleId="villa-listing-title"
          title="Your villa's details"
          intro="Every field is needed, the age only for a villa that is ready to move into. Your phone number is shared with our team alone."
          startLabel="Start your listing"
          load={loadListingForm}
        />
      </FormArea>
      <FootNote look="body2">
        A developer with a whole project? <Link to={paths.developers()}>Partner with us</Link>
      </FootNote>
    </LandingPage>
  );
}
