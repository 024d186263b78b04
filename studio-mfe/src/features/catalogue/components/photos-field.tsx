// A listing's photos, in the order the buyer pages show them: uploaded through the site's pipeline,
// each tagged exterior, interior or plan, with alt text; one exterior or interior photo is the cover.
import { useState } from 'react';
import styled from '@emotion/styled';
import { CATALOGUE_LIMITS, PHOTO_KINDS, type PhotoKind } from '@villa/api/contract/catalogue-options';
import { UPLOAD_ALLOWED_TYPES } from '@villa/api/contract/listing-form-options';
import type { StudioPhoto } from '@villa/shared/contracts/entities';
import { useController, type Control, type FieldPath, type FieldValues } from '@villa/shared/forms/form';
import { FormHelperText, TextField } from '@villa/shared/mui/inputs';
import { Button, Text } from '@villa/shared/ui/kit';
import { colors, radius, space, text, up } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { uploadImages } from '../../../lib/upload-image.ts';

export type PhotoValue = StudioPhoto;

const KIND_NAMES: Record<PhotoKind, string> = {
  exterior: 'Exterior',
  interior: 'Interior',
  plan: 'Floor plan',
};

const Grid = styled.ol({
  listStyle: 'none',
  margin: space(1.5, 0, 0),
  padding: 0,
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  [up('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' },
});
const Photo = styled.li({
  display: 'grid',
  gap: space(1),
  padding: space(1.5),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
});
const Thumb = styled.img({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.control,
});
const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(1) });
const Select = styled.select({
  ...text.body2,
  padding: space(0.75, 1),
  borderRadius: radius.control,
  border: `1px solid ${colors.divider}`,
  background: colors.paper,
  color: colors.text.primary,
});
const FileLabel = styled.label({
  ...text.body2,
  fontWeight: 600,
  display: 'inline-flex',
  padding: space(0.75, 2),
  borderRadius: radius.pill,
  border: `1px solid ${colors.primary.main}`,
  color: colors.primary.main,
  cursor: 'pointer',
  '&:focus-within': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});
const HiddenInput = styled.input({ position: 'absolute', width: 1, height: 1, opacity: 0 });

export interface PhotosFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The cover's field; none for a project's master plan (pages, no tags or cover). */
  coverName?: FieldPath<T>;
  /** Whose photos: 'project' or 'villa', for the words. */
  noun: string;
}

export function PhotosField<T extends FieldValues>({ control, name, coverName, noun }: PhotosFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  // The master plan has no cover: its controller is the list's own, never written.
  const { field: cover, fieldState: coverState } = useController({ control, name: coverName ?? name });
  const plan = coverName === undefined;
  const title = plan ? 'Master plan' : 'Photos';
  const item = plan ? 'Page' : 'Photo';
  const titleId = `${field.name}-title`;
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const photos = (field.value as PhotoValue[] | undefined) ?? [];
  const coverId = plan ? null : (cover.value as string | null);
  const set = (next: PhotoValue[]) => field.onChange(next);
  const room = (plan ? CATALOGUE_LIMITS.masterPlanMax : CATALOGUE_LIMITS.photosMax) - photos.length;

  const add = async (files: File[]) => {
    setFailure(null);
    const chosen = files.slice(0, room);
    setUploading(chosen.length);
    let list = photos;
    try {
      await uploadImages(chosen, 'catalogue_photos', ({ id, url, card_url }) => {
        list = [...list, { upload_id: id, url, card_url, kind: plan ? 'plan' : 'exterior', alt: '' }];
        set(list);
        setUploading((left) => left - 1);
      });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setUploading(0);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    if (photo) next.splice(to, 0, photo);
    set(next);
  };
  const error = fieldState.error?.message ?? (plan ? undefined : coverState.error?.message);

  return (
    <div role="group" aria-labelledby={titleId}>
      <Text id={titleId} look="subtitle2">
        {title}
      </Text>
      <Text look="body2" tone="secondary">
        {plan
          ? `The project's master plan, page by page, at most ${CATALOGUE_LIMITS.masterPlanMax}; each with what it shows. `
          : ''}
        {plan
          ? 'JPEG, PNG or WebP, at most 1 MB each.'
          : `In the order the ${noun}'s page shows them. Exterior and interior photos make the gallery, floor plans their own section; the cover comes first. JPEG, PNG or WebP, at most 1 MB each, ${CATALOGUE_LIMITS.photosMax} in all.`}
      </Text>
      {photos.length > 0 && (
        <Grid aria-label={plan ? 'The master plan, in order' : 'The photos, in order'}>
          {photos.map((photo, index) => {
            const label = `${item} ${index + 1}`;
            return (
              <Photo key={photo.upload_id}>
                <Thumb src={photo.card_url} alt={photo.alt || `${label}, no alt text yet`} loading="lazy" />
                {!plan && (
                  <Row>
                    <label htmlFor={`${field.name}-kind-${index}`} style={text.body2}>
                      Shows
                    </label>
                    <Select
                      id={`${field.name}-kind-${index}`}
                      value={photo.kind}
                      onChange={(event) =>
                        set(
                          photos.map((old, i) =>
                            i === index ? { ...old, kind: event.target.value as PhotoKind } : old,
                          ),
                        )
                      }
                    >
                      {PHOTO_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {KIND_NAMES[kind]}
                        </option>
                      ))}
                    </Select>
                    <label style={text.body2}>
                      <input
                        type="radio"
                        name={`${field.name}-cover`}
                        checked={coverId === photo.upload_id}
                        disabled={photo.kind === 'plan'}
                        onChange={() => cover.onChange(photo.upload_id)}
                      />{' '}
                      Cover
                    </label>
                  </Row>
                )}
                <TextField
                  size="small"
                  label={`${label}: alt text`}
                  value={photo.alt}
                  required
                  slotProps={{ htmlInput: { maxLength: CATALOGUE_LIMITS.altMax } }}
                  onChange={(event) =>
                    set(photos.map((old, i) => (i === index ? { ...old, alt: event.target.value } : old)))
                  }
                />
                <Row>
                  <Button
                    type="button"
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Earlier
                  </Button>
                  <Button
                    type="button"
                    size="small"
                    disabled={index === photos.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Later
                  </Button>
                  <Button
                    type="button"
                    size="small"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => {
                      set(photos.filter((_, i) => i !== index));
                      if (!plan && coverId === photo.upload_id) cover.onChange(null);
                    }}
                  >
                    Remove
                  </Button>
                </Row>
              </Photo>
            );
          })}
        </Grid>
      )}
      <Row style={{ marginTop: space(1.5) }}>
        {room > 0 && (
          <FileLabel>
            {plan ? 'Add master plan pages' : 'Add photos'}
            <HiddenInput
              type="file"
              accept={UPLOAD_ALLOWED_TYPES.join(',')}
              multiple
              disabled={uploading > 0}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) void add(files);
              }}
            />
          </FileLabel>
        )}
        <span aria-live="polite" style={text.body2}>
          {uploading > 0 ? `Uploading ${uploading} ${uploading === 1 ? 'photo' : 'photos'}…` : ''}
        </span>
      </Row>
      {(failure ?? error) && (
        <FormHelperText error role="alert">
          {failure ?? error}
        </FormHelperText>
      )}
    </div>
  );
}
