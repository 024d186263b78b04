// A sales-team member's photo: uploaded through the site's pipeline (JPEG, PNG or WebP), or an
// address typed in; shown as it will be.
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useWatch, type UseFormReturn } from '@villa/shared/forms/form';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { Button, Text } from '@villa/shared/ui/kit';
import { colors, space } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import type { TeamMemberValues } from './team-member-form.tsx';

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'flex-start' });
const Photo = styled.img({
  width: 72,
  height: 72,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `1px solid ${colors.divider}`,
});
const Grow = styled.div({ flex: '1 1 260px', display: 'grid', gap: space(1), justifyItems: 'start' });

export function PhotoField({ form, name }: { form: UseFormReturn<TeamMemberValues>; name: string }) {
  const image = useWatch({ control: form.control, name: 'image' });
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const stored = await uploadImage(file, 'team_photos');
      form.setValue('image', stored.url, { shouldDirty: true });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Row>
      {image && <Photo src={image} alt={`The photo of ${name || 'this person'}`} />}
      <Grow>
        <FormTextField
          control={form.control}
          name="image"
          label="Photo address"
          helperText="Upload a photo, or an https address; empty for none"
        />
        <Button
          type="button"
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => picker.current?.click()}
        >
          {busy ? 'Uploading…' : image ? 'Upload another photo' : 'Upload a photo'}
        </Button>
        <input
          ref={picker}
          type="file"
          aria-label="Photo file"
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
      </Grow>
    </Row>
  );
}
