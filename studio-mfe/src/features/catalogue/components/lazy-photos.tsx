// The photos field loads as the editor's photos section comes near (WhenNear), not with the page:
// the upload, ordering and tagging code is no part of the editor's first load (the studio's 300 KB).
import { lazy } from 'react';
import type { FieldValues } from '@villa/shared/forms/form';
import { WhenNear } from '@villa/shared/ui/when-near';
import { PartLoading } from './catalogue-layout.tsx';
import type { PhotosFieldProps } from './photos-field.tsx';

const PhotosField = lazy(() =>
  import('./photos-field.tsx').then((module) => ({ default: module.PhotosField })),
);

export function PhotosWhenNear<T extends FieldValues>(props: PhotosFieldProps<T>) {
  return (
    <WhenNear placeholder={<PartLoading what="the photos" />}>
      <PhotosField {...(props as unknown as PhotosFieldProps<FieldValues>)} />
    </WhenNear>
  );
}
