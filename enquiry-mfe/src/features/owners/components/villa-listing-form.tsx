// The owner's villa listing form of /list-your-villa (spec 3, 5): loaded when the owner asks for
// it, with MUI's inputs, the forms kit and the photo upload (DESIGN.md section 9).
import { useState } from 'react';
import {
  optionsOf,
  resolverOf,
  useController,
  useForm,
  useWatch,
  type Control,
} from '@villa/shared/forms/form';
import { API_ERRORS } from '@villa/shared/api/client';
import { Button } from '@villa/shared/mui/core';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { CityLocationFields } from '@villa/shared/forms/city-location-fields';
import { DateField } from '@villa/shared/forms/date-field';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { AutocompleteField } from '@villa/shared/forms/pick-fields';
import { EmailField, FormTextField, NumberField, PhoneField } from '@villa/shared/forms/text-fields';
import { SendFailed } from '../../../components/form-submission/send-failed.tsx';
import { SubmittedNotice } from '../../../components/form-submission/submitted-notice.tsx';
import { useFormSubmission } from '../../../hooks/use-form-submission.ts';
import {
  BALCONY_COUNTS,
  BATHROOM_COUNTS,
  BEDROOM_COUNTS,
  FACINGS,
  FURNISHINGS,
  PARKING_COUNTS,
  PROPERTY_STAGES,
  VILLA_TYPES,
} from '@villa/api/contract/listing-form-options';
import { ImageUploadField } from '../../../components/image-upload/components/image-upload-field.tsx';
import { createIndividual } from '../api/create-individual.ts';
import {
  individualPayload,
  needsAge,
  validateVillaListing,
  VILLA_LISTING_DEFAULTS,
  type VillaListingValues,
} from '../lib/villa-listing-form.ts';

export const OWNER_SUCCESS = {
  title: 'Thank you for listing your villa',
  text: 'Our team will check the details and photos, call you to verify them, and then publish your villa.',
} as const;

const OPTIONS = {
  villa_type: optionsOf(VILLA_TYPES),
  bedroom: optionsOf(BEDROOM_COUNTS),
  bathrooms: optionsOf(BATHROOM_COUNTS),
  balconies: optionsOf(BALCONY_COUNTS),
  main_door_facing: optionsOf(FACINGS),
  furnishing: optionsOf(FURNISHINGS),
  property_stage: optionsOf(PROPERTY_STAGES),
  car_parking: optionsOf(PARKING_COUNTS),
};

const resolver = resolverOf(validateVillaListing);

export default function VillaListingForm() {
  return (
    <MuiTheme>
      <Form />
    </MuiTheme>
  );
}

function Form() {
  const { control, handleSubmit, reset } = useForm<VillaListingValues>({
    defaultValues: VILLA_LISTING_DEFAULTS,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const stage = useWatch({ control, name: 'property_stage' });
  const [uploading, setUploading] = useState(false);
  const {
    status,
    submit,
    reset: resetStatus,
  } = useFormSubmission(createIndividual, API_ERRORS.createIndividual);
  const sending = status.state === 'sending';
  const send = handleSubmit((values) => submit(individualPayload(values)));
  const pick = (name: keyof typeof OPTIONS, label: string) => (
    <AutocompleteField control={control} name={name} label={label} required options={OPTIONS[name]} />
  );

  return (
    <form onSubmit={send} noValidate aria-label="Villa listing form">
      <FormSection>
        <SectionTitle>About you</SectionTitle>
        <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
        <EmailField control={control} name="email" label="Email" required />
        <PhoneField control={control} name="phone_number" label="Phone number" required />
      </FormSection>
      <FormSection>
        <SectionTitle>Your villa</SectionTitle>
        {pick('villa_type', 'Villa type')}
        <FormTextField control={control} name="villa_number" label="Villa number" required maxLength={50} />
        {pick('bedroom', 'Bedroom')}
        {pick('bathrooms', 'Bathrooms')}
        {pick('balconies', 'Balconies')}
        <NumberField
          control={control}
          name="builtup_area"
          label="Built-up area"
          required
          suffix="sq.ft"
          maxLength={6}
        />
        <NumberField
          control={control}
          name="villa_price"
          label="Villa price"
          required
          prefix="₹"
          maxLength={11}
        />
        {pick('main_door_facing', 'Main door facing')}
        {pick('furnishing', 'Furnishing')}
        {pick('car_parking', 'Car parking')}
        {pick('property_stage', 'Property stage')}
        {needsAge({ property_stage: stage }) && (
          <NumberField
            control={control}
            name="property_age_in_years"
            label="Property age"
            required
            suffix="years"
            maxLength={3}
          />
        )}
        <DateField control={control} name="available_from" label="Available from" required />
        <CityLocationFields control={control} cityName="city" locationName="location" required />
      </FormSection>
      <FormSection>
        <SectionTitle>Photos</SectionTitle>
        <Wide>
          <Photos control={control} onBusyChange={setUploading} />
        </Wide>
      </FormSection>
      <FormActions>
        {status.state === 'failed' && (
          <SendFailed message={status.message} onRetry={() => void send()} busy={sending} />
        )}
        <Button type="submit" variant="contained" size="large" disabled={sending || uploading}>
          {sending ? 'Sending…' : uploading ? 'Uploading...' : 'Submit'}
        </Button>
      </FormActions>
      <SubmittedNotice
        open={status.state === 'sent'}
        {...OWNER_SUCCESS}
        onClose={() => {
          reset(VILLA_LISTING_DEFAULTS);
          resetStatus();
        }}
      />
    </form>
  );
}

/** The photos: the upload widget, as one field of the form. */
function Photos({
  control,
  onBusyChange,
}: {
  control: Control<VillaListingValues>;
  onBusyChange: (busy: boolean) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'property_images' });
  return (
    <ImageUploadField
      title="Property Images"
      uploadType="property_images"
      value={field.value}
      onChange={field.onChange}
      required
      error={fieldState.error?.message}
      onBusyChange={onBusyChange}
    />
  );
}
