// Adds a sales-team member or edits one with the forms kit. The browser checks what is required and
// the email's shape (the contract's pattern); every other rule is the API's, shown under its field.
import { useEffect, useState } from 'react';
import type { SalesMember, SalesMemberBody } from '@villa/shared/contracts/entities';
import { EMAIL_PATTERN } from '@villa/api/contract/field-rules';
import { SALES_LANGUAGES, type SalesLanguage } from '@villa/api/contract/languages';
import { useCities } from '@villa/shared/api/locations';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { EmailField, FormTextField, NumberField } from '@villa/shared/forms/text-fields';
import { AutocompleteField, MultiSelectField } from '@villa/shared/forms/pick-fields';
import { Checkbox, FormControlLabel } from '@villa/shared/mui/inputs';
import {
  Controller,
  onlyProblems,
  optionsOf,
  requiredMessage,
  resolverOf,
  useForm,
  type FormOption,
} from '@villa/shared/forms/form';
import { Button, Text } from '@villa/shared/ui/kit';
import { apiFieldError } from '../../../lib/api-field-error.ts';
import { errorText } from '../../../lib/studio-api.ts';
import type { SalesLink } from '../api/get-sales-links.ts';
import { addTeamMember, editTeamMember } from '../api/save-team-member.ts';
import { PhotoField } from './photo-field.tsx';

export interface TeamMemberValues {
  name: string;
  designation: string;
  location: string;
  exp: string;
  email: string;
  phone: string;
  image: string;
  languages: FormOption[];
  city_ids: FormOption[];
  /** The studio account that makes the member a relationship manager (admins set it). */
  account: FormOption | null;
  away: boolean;
}
const FIELDS = [
  'name',
  'designation',
  'location',
  'exp',
  'email',
  'phone',
  'image',
  'languages',
  'city_ids',
  'account',
] as const;

const LANGUAGE_OPTIONS = optionsOf(SALES_LANGUAGES);

const email = new RegExp(EMAIL_PATTERN);
const resolver = resolverOf<TeamMemberValues>((values) =>
  onlyProblems<TeamMemberValues>({
    name: values.name.trim() ? null : requiredMessage('Name'),
    designation: values.designation.trim() ? null : requiredMessage('Designation'),
    location: values.location.trim() ? null : requiredMessage('Location'),
    exp: values.exp ? null : requiredMessage('Experience'),
    email: !values.email.trim()
      ? requiredMessage('Email')
      : email.test(values.email.trim())
        ? null
        : 'Enter a valid email address',
    phone: values.phone.trim() ? null : requiredMessage('Phone'),
  }),
);

/** What an admin links a member to: the accounts, and the member's link as it is. */
export interface LinkChoices {
  accounts: readonly FormOption[];
  loading: boolean;
  current: SalesLink | null;
}

const accountOf = (link: LinkChoices | undefined): FormOption | null => {
  const id = link?.current?.staff_id;
  if (!id) return null;
  return link.accounts.find((account) => account._id === id) ?? { _id: id, name: 'A studio account' };
};

const valuesOf = (
  member: SalesMember | null,
  cities: readonly FormOption[] = [],
  link?: LinkChoices,
): TeamMemberValues => ({
  name: member?.name ?? '',
  designation: member?.designation ?? '',
  location: member?.location ?? '',
  exp: member ? String(member.exp) : '',
  email: member?.email ?? '',
  phone: member?.phone ?? '',
  image: member?.image ?? '',
  languages: optionsOf(member?.languages ?? []),
  city_ids: (member?.city_ids ?? []).map(
    (id) => cities.find((city) => city._id === id) ?? { _id: id, name: id },
  ),
  account: accountOf(link),
  away: link?.current?.away ?? false,
});

const bodyOf = (values: TeamMemberValues, linking: boolean): SalesMemberBody => ({
  name: values.name.trim(),
  designation: values.designation.trim(),
  location: values.location.trim(),
  exp: Number(values.exp),
  email: values.email.trim(),
  phone: values.phone.replace(/[\s-]/g, ''),
  image: values.image.trim() || null,
  languages: values.languages.map((option) => option._id as SalesLanguage),
  city_ids: values.city_ids.map((option) => option._id),
  ...(linking ? { staff_id: values.account?._id ?? null, away: values.away } : {}),
});

export interface TeamMemberFormProps {
  /** The person being edited; null adds one. */
  member: SalesMember | null;
  onSaved: (member: SalesMember, added: boolean) => void;
  onCancel?: () => void;
  /**
   * Given to admins: the studio account and away, which put a member in the inbox's round-robin. A
   * stable object (memoised): a new one resets an untouched form to it.
   */
  link?: LinkChoices;
}

export function TeamMemberForm({ member, onSaved, onCancel, link }: TeamMemberFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const cities = useCities();
  const cityOptions: FormOption[] = cities.data ?? [];
  const form = useForm<TeamMemberValues>({ defaultValues: valuesOf(member, cityOptions, link), resolver });
  // The cities' names (and an admin's accounts and links) come after the form opens: a person's
  // cities and account read as names once they are here.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (cities.data && member && !link?.loading && !isDirty) form.reset(valuesOf(member, cities.data, link));
  }, [cities.data, member, isDirty, form, link]);
  const titleId = member ? `edit-member-${member._id}` : 'add-member-title';
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = bodyOf(values, link !== undefined);
      const saved = member ? await editTeamMember(member._id, body) : await addTeamMember(body);
      if (!member) form.reset(valuesOf(null));
      onSaved(saved, !member);
    } catch (error) {
      const wrong = apiFieldError(error, [...FIELDS, 'staff_id']);
      if (wrong)
        form.setError(
          wrong.field === 'staff_id' ? 'account' : wrong.field,
          { type: 'server', message: wrong.message },
          { shouldFocus: true },
        );
      else setFailure(errorText(error));
    }
  });
  const saving = form.formState.isSubmitting;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <FormSection>
        <SectionTitle id={titleId}>
          {member ? `Edit ${member.name}` : 'Add a person to the sales team'}
        </SectionTitle>
        <FormTextField control={form.control} name="name" label="Name" required autoComplete="off" />
        <FormTextField control={form.control} name="designation" label="Designation" required />
        <FormTextField control={form.control} name="location" label="Location" required />
        <NumberField
          control={form.control}
          name="exp"
          label="Experience"
          suffix="years"
          maxLength={2}
          required
        />
        <EmailField control={form.control} name="email" label="Email" required autoComplete="off" />
        <FormTextField
          control={form.control}
          name="phone"
          label="Phone"
          kind="phone"
          onValueChange={(raw) => form.setValue('phone', raw, { shouldDirty: true })}
          helperText="With the country code: +919876543210"
          autoComplete="off"
          required
        />
        <MultiSelectField
          control={form.control}
          name="languages"
          label="Languages"
          options={LANGUAGE_OPTIONS}
        />
        <MultiSelectField
          control={form.control}
          name="city_ids"
          label="Cities"
          options={cityOptions}
          loading={cities.isLoading}
        />
        {link && (
          <>
            <AutocompleteField
              control={form.control}
              name="account"
              label="Studio account"
              options={link.accounts}
              loading={link.loading}
              helperText="A staff member with the sales or admin role: the member then gets leads."
            />
            <Controller
              control={form.control}
              name="away"
              render={({ field }) => (
                <FormControlLabel
                  label="Away (gets no new leads)"
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          </>
        )}
        <Wide>
          <PhotoField form={form} name={form.watch('name')} />
        </Wide>
      </FormSection>
      {failure && (
        <Text role="alert" look="body2" tone="error" style={{ marginTop: 16 }}>
          {failure}
        </Text>
      )}
      <FormActions>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : member ? 'Save changes' : 'Add to the sales team'}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </FormActions>
    </form>
  );
}
