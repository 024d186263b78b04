// Adds a person to the staff with the forms kit: name, phone and role. Errors read as the API words them.
import { useState } from 'react';
import styled from '@emotion/styled';
import type { StaffMember } from '@villa/shared/contracts/entities';
import { AutocompleteField, RadioField } from '@villa/shared/forms/pick-fields';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { optionsOf, requiredMessage, resolverOf, useForm } from '@villa/shared/forms/form';
import { Button, Text } from '@villa/shared/ui/kit';
import { space, up } from '@villa/shared/ui/tokens';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../config/roles.ts';
import {
  COUNTRY_OPTIONS,
  DEFAULT_COUNTRY_OPTION,
  countryOf,
  phoneBody,
  phoneProblem,
  type PhoneValues,
} from '../../../lib/phone-form.ts';
import { errorText } from '../../../lib/studio-api.ts';
import { addStaff } from '../api/add-staff.ts';

const Form = styled.form({
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  [up('md')]: { gridTemplateColumns: '1fr 1fr' },
});
const Wide = styled.div({ [up('md')]: { gridColumn: '1 / -1' } });

interface AddValues extends PhoneValues {
  name: string;
  role: StaffRole | '';
}

const ROLE_OPTIONS = optionsOf(STAFF_ROLES).map((option) => ({
  ...option,
  name: ROLE_NAMES[option._id as StaffRole],
}));

const resolver = resolverOf<AddValues>((values) => {
  const phone = phoneProblem(values);
  return {
    ...(values.name.trim() ? {} : { name: requiredMessage('Name') }),
    ...(values.country ? {} : { country: requiredMessage('Country') }),
    ...(phone ? { phone } : {}),
    ...(values.role ? {} : { role: requiredMessage('Role') }),
  };
});

const EMPTY: AddValues = { name: '', country: DEFAULT_COUNTRY_OPTION, phone: '', role: '' };

export function AddStaffForm({ onAdded }: { onAdded: (member: StaffMember) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddValues>({ defaultValues: EMPTY, resolver });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const member = await addStaff({
        name: values.name.trim(),
        ...phoneBody(values),
        role: values.role as StaffRole,
      });
      form.reset(EMPTY);
      onAdded(member);
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-staff-title">
      <Wide>
        <Text as="h2" id="add-staff-title" look="h6">
          Add a person
        </Text>
      </Wide>
      <FormTextField control={form.control} name="name" label="Name" required autoComplete="off" />
      <AutocompleteField
        control={form.control}
        name="country"
        label="Country"
        options={COUNTRY_OPTIONS}
        required
      />
      <FormTextField
        control={form.control}
        name="phone"
        kind="phone"
        label="Phone number"
        maxLength={countryOf(form.watch('country')).max_length}
        autoComplete="off"
        required
      />
      <RadioField control={form.control} name="role" label="Role" options={ROLE_OPTIONS} required />
      {failure && (
        <Wide>
          <Text role="alert" look="body2" tone="error">
            {failure}
          </Text>
        </Wide>
      )}
      <Wide>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Adding…' : 'Add to the staff'}
        </Button>
      </Wide>
    </Form>
  );
}
