// The villa editor: basics, pricing, areas and rooms, photos and the address, with the forms kit.
// Saving shows the API's field messages under their fields.
import { useState } from 'react';
import styled from '@emotion/styled';
import { CATALOGUE_LIMITS as L, PREMIUM_TAGS } from '@villa/api/contract/catalogue-options';
import { FACINGS, FURNISHINGS, PROPERTY_STAGES, VILLA_TYPES } from '@villa/api/contract/listing-form-options';
import type { StudioUnitRecord } from '@villa/shared/contracts/entities';
import { optionsOf, resolverOf, useForm, type FieldPath } from '@villa/shared/forms/form';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { AutocompleteField, MultiSelectField } from '@villa/shared/forms/pick-fields';
import { FormTextField, NumberField } from '@villa/shared/forms/text-fields';
import { TextField } from '@villa/shared/mui/inputs';
import { Button, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { createUnit, patchUnit } from '../api/editor-api.ts';
import { apiFieldError } from './field-errors.ts';
import { ListField } from './list-field.tsx';
import { PhotosWhenNear } from './lazy-photos.tsx';
import {
  UNIT_FIELDS,
  blankUnit,
  unitBody,
  unitValuesOf,
  validateUnit,
  type Charge,
  type UnitValues,
} from './unit-values.ts';

const TYPES = optionsOf(VILLA_TYPES);
const FACING_OPTIONS = optionsOf(FACINGS);
const FURNISHING_OPTIONS = optionsOf(FURNISHINGS);
const STAGES = optionsOf(PROPERTY_STAGES);
const TAGS = optionsOf(PREMIUM_TAGS);

const Form = styled.form({ display: 'grid', gap: space(4) });

export interface UnitFormProps {
  /** The villa to edit; none for a new one of `projectId`. */
  record?: StudioUnitRecord;
  projectId: string;
  onSaved: (record: StudioUnitRecord, created: boolean) => void;
}

export function UnitForm({ record, projectId, onSaved }: UnitFormProps) {
  const form = useForm<UnitValues>({
    defaultValues: record ? unitValuesOf(record) : blankUnit(),
    resolver: resolverOf(validateUnit),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { control } = form;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(null);
    try {
      const body = unitBody(values);
      const result = record
        ? await patchUnit(record._id, {
            ...body,
            rera: values.rera.trim() || null,
            ...(values.slug !== record.slug && { slug: values.slug }),
          })
        : await createUnit(projectId, body);
      form.reset(unitValuesOf(result));
      setSaved(record ? 'Saved. Buyers see the change at once.' : 'The villa is created as a draft.');
      onSaved(result, !record);
    } catch (error) {
      const named = apiFieldError(error, UNIT_FIELDS);
      if (named)
        form.setError(
          named.field as FieldPath<UnitValues>,
          { message: named.message },
          { shouldFocus: true },
        );
      else setFailure(errorText(error));
    }
  });

  return (
    <Form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={record ? 'Edit the villa' : 'New villa'}
    >
      <FormSection>
        <SectionTitle>Basics</SectionTitle>
        <FormTextField control={control} name="name" label="Name" required maxLength={L.nameMax} />
        <AutocompleteField control={control} name="unit_type" label="Villa type" required options={TYPES} />
        <AutocompleteField control={control} name="facing" label="Facing" required options={FACING_OPTIONS} />
        <AutocompleteField
          control={control}
          name="furnishing"
          label="Furnishing"
          required
          options={FURNISHING_OPTIONS}
        />
        <AutocompleteField
          control={control}
          name="possession_status"
          label="Possession"
          options={STAGES}
          helperText="Left empty, the project's"
        />
        <FormTextField
          control={control}
          name="rera"
          label="RERA number"
          helperText="Left empty, the project's"
        />
        <Wide>
          <MultiSelectField control={control} name="unit_premium_tag" label="Premium tags" options={TAGS} />
        </Wide>
        <Wide>
          <FormTextField
            control={control}
            name="description"
            label="Description"
            rows={4}
            maxLength={L.descriptionMax}
          />
        </Wide>
      </FormSection>

      <FormSection>
        <SectionTitle>Pricing</SectionTitle>
        <NumberField control={control} name="price" label="Price" required prefix="₹" maxLength={10} />
        <NumberField
          control={control}
          name="plot_rate"
          label="Plot rate"
          prefix="₹"
          suffix="a sq.ft"
          maxLength={8}
        />
        <NumberField
          control={control}
          name="construction_rate"
          label="Construction rate"
          prefix="₹"
          suffix="a sq.ft"
          maxLength={8}
        />
        <Wide>
          <ListField<UnitValues, Charge>
            control={control}
            name="charges"
            label="Charges on top of the price"
            noun="charge"
            max={L.chargesMax}
            blank={() => ({ name: '', amount: '' })}
            renderItem={(charge, change, index) => (
              <>
                <TextField
                  size="small"
                  label={`Charge ${index + 1}: name`}
                  value={charge.name}
                  slotProps={{ htmlInput: { maxLength: L.textMax } }}
                  onChange={(event) => change({ ...charge, name: event.target.value })}
                />
                <TextField
                  size="small"
                  label={`Charge ${index + 1}: amount in rupees`}
                  value={charge.amount}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
                  onChange={(event) => change({ ...charge, amount: event.target.value.replace(/\D/g, '') })}
                />
              </>
            )}
          />
        </Wide>
      </FormSection>

      <FormSection>
        <SectionTitle>Areas and rooms</SectionTitle>
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
          name="plot_area"
          label="Plot area"
          required
          suffix="sq.ft"
          maxLength={7}
          helperText="0 for a villament without a plot of its own"
        />
        <NumberField control={control} name="room" label="Bedrooms" required maxLength={2} />
        <NumberField control={control} name="bathrooms" label="Bathrooms" required maxLength={2} />
        <NumberField control={control} name="parking" label="Car parking" required maxLength={2} />
      </FormSection>

      <FormSection>
        <SectionTitle>Photos</SectionTitle>
        <Wide>
          <PhotosWhenNear control={control} name="photos" coverName="cover" noun="villa" />
        </Wide>
      </FormSection>

      {record && (
        <FormSection>
          <SectionTitle>Address</SectionTitle>
          <Wide>
            <FormTextField
              control={control}
              name="slug"
              label="Slug"
              helperText={`/unit/${form.watch('slug')}/ — changing it moves the page: the old address redirects to the new one (301).`}
            />
          </Wide>
        </FormSection>
      )}

      <FormActions>
        <div aria-live="polite">
          {saved && (
            <Text look="body2" tone="brand">
              {saved}
            </Text>
          )}
          {failure && (
            <Text role="alert" look="body2" tone="error">
              {failure}
            </Text>
          )}
        </div>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : record ? 'Save the villa' : 'Create the villa'}
        </Button>
      </FormActions>
    </Form>
  );
}
