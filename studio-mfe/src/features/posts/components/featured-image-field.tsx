// The featured image: uploaded through the site's pipeline (JPEG, PNG or WebP), or an address typed
// in. Shows the image it will be.
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useController, useWatch, type Control, type UseFormReturn } from '@villa/shared/forms/form';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { Button, Text } from '@villa/shared/ui/kit';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import type { PostValues } from './post-values.ts';

const Row = styled.div({ display: 'grid', gap: space(1.5), justifyItems: 'start' });
const Preview = styled.img({
  width: 240,
  maxWidth: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: radius.control,
  border: `1px solid ${colors.divider}`,
});
const Label = styled.span({ ...text.subtitle2 });

export function FeaturedImageField({ form }: { form: UseFormReturn<PostValues> }) {
  const control: Control<PostValues> = form.control;
  const url = useWatch({ control, name: 'featured_image' });
  const upload = useController({ control, name: 'featured_upload_id' });
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const image = await uploadImage(file, 'blog_images');
      upload.field.onChange(image.id);
      form.setValue('featured_image', image.url, { shouldDirty: true });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row>
      <Label>Featured image *</Label>
      {url && <Preview src={url} alt="The featured image" />}
      <Button type="button" variant="outlined" disabled={busy} onClick={() => picker.current?.click()}>
        {busy ? 'Uploading…' : url ? 'Upload another image' : 'Upload an image'}
      </Button>
      <input
        ref={picker}
        type="file"
        aria-label="Featured image file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {problem && (
        <Text role="alert" look="body2" tone="error">
          {problem}
        </Text>
      )}
      <FormTextField
        control={control}
        name="featured_image"
        label="Or the image's address"
        required
        helperText={
          upload.field.value ? 'Uploaded to this site' : 'A path on this site (/…) or an https address'
        }
        onValueChange={(raw) => {
          upload.field.onChange(null);
          form.setValue('featured_image', raw, { shouldDirty: true });
        }}
      />
    </Row>
  );
}
