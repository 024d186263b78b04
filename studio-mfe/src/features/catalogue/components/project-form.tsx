// The project editor: every field the buyer pages show, in sections, with the forms kit. Saving
// shows the API's field messages under their fields; a new project goes to its page.
import { lazy, useState } from 'react';
import styled from '@emotion/styled';
import { CATALOGUE_LIMITS as L } from '@villa/api/contract/catalogue-options';
import { PROPERTY_KINDS, PROPERTY_STAGES } from '@villa/api/contract/listing-form-options';
import type { StudioProjectRecord } from '@villa/shared/contracts/entities';
import { CityLocationFields } from '@villa/shared/forms/city-location-fields';
import { optionsOf, resolverOf, useForm, type FieldPath } from '@villa/shared/forms/form';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { AutocompleteField } from '@villa/shared/forms/pick-fields';
import { FormTextField, NumberField } from '@villa/shared/forms/text-fields';
import { Button, Text } from '@villa/shared/ui/kit';
import { WhenNear } from '@villa/shared/ui/when-near';
import { colors, space } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { createProject, patchProject } from '../api/editor-api.ts';
import { apiFieldError } from './field-errors.ts';
import { PartLoading } from './catalogue-layout.tsx';
import { PhotosWhenNear } from './lazy-photos.tsx';
import { MapPinField } from './map-pin-field.tsx';
import {
  API_FIELD,
  PROJECT_FIELDS,
  blankProject,
  projectBody,
  projectValuesOf,
  validateProject,
  type ProjectValues,
} from './project-values.ts';

const KINDS = optionsOf(PROPERTY_KINDS);
const STAGES = optionsOf(PROPERTY_STAGES);

const ProjectLists = lazy(() => import('./project-lists.tsx'));

const Form = styled.form({
  display: 'grid',
  gap: space(4),
  // The location's hint while no city is chosen ('Select a city first') is read, not decoration: MUI's
  // disabled grey is below 4.5:1 on white.
  '& .MuiFormHelperText-root.Mui-disabled': { color: colors.text.secondary },
});

export interface ProjectFormProps {
  /** The project to edit; none for a new one. */
  record?: StudioProjectRecord;
  onSaved: (record: StudioProjectRecord, created: boolean) => void;
}

export function ProjectForm({ record, onSaved }: ProjectFormProps) {
  const form = useForm<ProjectValues>({
    defaultValues: record ? projectValuesOf(record) : blankProject(),
    resolver: resolverOf(validateProject),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { control } = form;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(null);
    try {
      const body = projectBody(values);
      const result = record
        ? await patchProject(record._id, {
            ...body,
            ...(values.slug !== record.slug && { slug: values.slug }),
          })
        : await createProject(body);
      form.reset(projectValuesOf(result));
      setSaved(record ? 'Saved. Buyers see the change at once.' : 'The project is created as a draft.');
      onSaved(result, !record);
    } catch (error) {
      const named = apiFieldError(error, [...PROJECT_FIELDS, ...Object.keys(API_FIELD)]);
      if (named) {
        const field = (API_FIELD[named.field] ?? named.field) as FieldPath<ProjectValues>;
        form.setError(field, { message: named.message }, { shouldFocus: true });
      } else setFailure(errorText(error));
    }
  });

  return (
    <Form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={record ? 'Edit the project' : 'New project'}
    >
      <FormSection>
        <SectionTitle>Basics</SectionTitle>
        <FormTextField control={control} name="name" label="Name" required maxLength={L.nameMax} />
        <FormTextField control={control} name="builder" label="Builder" required maxLength={L.nameMax} />
        <AutocompleteField
          control={control}
          name="property_kind"
          label="Property kind"
          required
          options={KINDS}
        />
        <AutocompleteField control={control} name="possession_status" label="Possession" options={STAGES} />
        <Wide>
          <FormTextField
            control={control}
            name="description"
            label="Description"
            rows={4}
            maxLength={L.descriptionMax}
          />
        </Wide>
        <FormTextField
          control={control}
          name="rera"
          label="RERA number"
          helperText="Leave empty while there is none"
        />
        <FormTextField
          control={control}
          name="virtual_tour_url"
          label="Virtual tour"
          placeholder="https://"
          maxLength={L.urlMax}
        />
      </FormSection>

      <FormSection>
        <SectionTitle>Areas and villas</SectionTitle>
        <NumberField control={control} name="total_units" label="Villas in the project" suffix="villas" />
        <FormTextField control={control} name="land_area_acres" label="Land area" suffix="acres" />
        {record && (
          <Wide>
            <Text look="body2" tone="secondary">
              From its villas: {record.derived.bhk_types || 'no bedrooms yet'}, {record.derived.min_area}–
              {record.derived.max_area} sq.ft.
            </Text>
          </Wide>
        )}
      </FormSection>

      <FormSection>
        <SectionTitle>Location and map pin</SectionTitle>
        <CityLocationFields control={control} cityName="city" locationName="location" required />
        <FormTextField
          control={control}
          name="lat"
          label="Latitude"
          placeholder="12.9716"
          helperText="Left empty, the pin goes on the location"
        />
        <FormTextField control={control} name="lng" label="Longitude" placeholder="77.5946" />
        <Wide>
          <MapPinField control={control} />
        </Wide>
      </FormSection>

      <FormSection>
        <SectionTitle>Amenities, specifications and highlights</SectionTitle>
        <Wide>
          <WhenNear placeholder={<PartLoading what="the lists" />}>
            <ProjectLists control={control} />
          </WhenNear>
        </Wide>
      </FormSection>

      <FormSection>
        <SectionTitle>Photos</SectionTitle>
        <Wide>
          <PhotosWhenNear control={control} name="photos" coverName="cover" noun="project" />
        </Wide>
        <Wide>
          <PhotosWhenNear control={control} name="master_plan" noun="project" />
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
              helperText={`/project/${form.watch('slug')}/ — changing it moves the page: the old address redirects to the new one (301).`}
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
          {form.formState.isSubmitting ? 'Saving…' : record ? 'Save the project' : 'Create the project'}
        </Button>
      </FormActions>
    </Form>
  );
}
