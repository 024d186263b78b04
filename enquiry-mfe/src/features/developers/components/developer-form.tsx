// The developer (partner) form of /for-developers (spec 3, 5): loaded when the developer asks for
// it, with MUI's inputs and the forms kit (DESIGN.md section 9: forms load on intent).
import { optionsOf, resolverOf, useForm, useWatch } from '@villa/shared/forms/form';
import { API_ERRORS } from '@villa/shared/api/client';
import { Button } from '@villa/shared/mui/core';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { CityLocationFields } from '@villa/shared/forms/city-location-fields';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { AutocompleteField, MultiSelectField, RadioField } from '@villa/shared/forms/pick-fields';
import { EmailField, FormTextField, PhoneField } from '@villa/shared/forms/text-fields';
import { SendFailed } from '../../../components/form-submission/send-failed.tsx';
import { SubmittedNotice } from '../../../components/form-submission/submitted-notice.tsx';
import { useFormSubmission } from '../../../hooks/use-form-submission.ts';
import { BHK_CONFIGURATIONS, PROJECT_STAGES, PROPERTY_KINDS } from '@villa/api/contract/listing-form-options';
import { createPartner } from '../api/create-partner.ts';
import {
  DEVELOPER_FORM_DEFAULTS,
  partnerPayload,
  validateDeveloperForm,
  type DeveloperFormValues,
} from '../lib/developer-form.ts';

export const DEVELOPER_SUCCESS = {
  title: 'Thank you for partnering with us',
  text: 'Our partnerships team will review your project and call you within two working days.',
} as const;

const STAGE_OPTIONS = optionsOf(PROJECT_STAGES);
const KIND_OPTIONS = optionsOf(PROPERTY_KINDS);
const BHK_OPTIONS = optionsOf(BHK_CONFIGURATIONS);
const YES_NO_OPTIONS = [
  { _id: 'yes', name: 'Yes' },
  { _id: 'no', name: 'No' },
];

const resolver = resolverOf(validateDeveloperForm);

export default function DeveloperForm() {
  return (
    <MuiTheme>
      <Form />
    </MuiTheme>
  );
}

function Form() {
  const { control, handleSubmit, reset } = useForm<DeveloperFormValues>({
    defaultValues: DEVELOPER_FORM_DEFAULTS,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const registered = useWatch({ control, name: 'is_project_rera_registered' });
  const { status, submit, reset: resetStatus } = useFormSubmission(createPartner, API_ERRORS.createPartner);
  const sending = status.state === 'sending';
  const send = handleSubmit((values) => submit(partnerPayload(values)));

  return (
    <form onSubmit={send} noValidate aria-label="Developer form">
      <FormSection>
        <SectionTitle>About you</SectionTitle>
        <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
        <EmailField control={control} name="email_id" label="Email" required />
        <PhoneField control={control} name="contact_number" label="Phone number" required />
      </FormSection>
      <FormSection>
        <SectionTitle>Your project</SectionTitle>
        <FormTextField
          control={control}
          name="developer_name"
          label="Developer name"
          required
          autoComplete="organization"
        />
        <FormTextField control={control} name="project_name" label="Project name" required />
        <AutocompleteField control={control} name="stage" label="Stage" required options={STAGE_OPTIONS} />
        <RadioField
          control={control}
          name="is_project_rera_registered"
          label="Is the project RERA registered?"
          required
          options={YES_NO_OPTIONS}
        />
        {registered === 'yes' && (
          <FormTextField
            control={control}
            name="rera_number"
            label="RERA number"
            required
            maxLength={30}
            helperText="As on the RERA certificate, without spaces"
          />
        )}
        <MultiSelectField
          control={control}
          name="property_type"
          label="Property type"
          required
          options={KIND_OPTIONS}
        />
        <MultiSelectField
          control={control}
          name="configuration"
          label="Configuration"
          required
          options={BHK_OPTIONS}
        />
        <CityLocationFields control={control} cityName="city" locationName="location" required />
        <Wide>
          <FormTextField
            control={control}
            name="remarks"
            label="Remarks"
            required
            rows={3}
            maxLength={2000}
            placeholder="Units, launch date, what you are looking for"
          />
        </Wide>
      </FormSection>
      <FormActions>
        {status.state === 'failed' && (
          <SendFailed message={status.message} onRetry={() => void send()} busy={sending} />
        )}
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Sending…' : 'Submit'}
        </Button>
      </FormActions>
      <SubmittedNotice
        open={status.state === 'sent'}
        {...DEVELOPER_SUCCESS}
        onClose={() => {
          reset(DEVELOPER_FORM_DEFAULTS);
          resetStatus();
        }}
      />
    </form>
  );
}
