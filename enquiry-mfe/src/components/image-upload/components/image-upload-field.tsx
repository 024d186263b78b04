// The multi-image upload widget of the listing forms (spec 2.5): a controlled field whose value is
// the images uploaded so far. It checks, uploads and lists; the form owns the value and its rules.
import { useId, useRef } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@villa/shared/mui/core';
import { FormControl, FormHelperText, FormLabel } from '@villa/shared/mui/inputs';
import { colors } from '@villa/shared/ui/tokens';
import { useImageUploads, type UploadedImage } from '../hooks/use-image-uploads.ts';
import { DEFAULT_UPLOAD_LIMITS } from '../lib/check-files.ts';
import { UPLOAD_TEXTS } from '../lib/upload-messages.ts';
import { ImageThumbnails } from './image-thumbnails.tsx';

export type { UploadedImage };

export interface ImageUploadFieldProps {
  /** What the images are: the button reads 'Add {title}'. */
  title: string;
  value: readonly UploadedImage[];
  onChange: (next: UploadedImage[]) => void;
  /** The multipart `type` field, e.g. 'property_images'. */
  uploadType: string;
  /** Marks the label with an asterisk; the rule itself is the form's. */
  required?: boolean;
  /** The form's message for this field, shown in red. */
  error?: string;
  /** Shown under the field while it has no error. */
  helperText?: string;
  maxFiles?: number;
  maxBytes?: number;
  /** True while files are being sent: the form holds its submit until false. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/** At least 44 px high: a finger's target (WCAG 2.5.5). */
const TOUCH_TARGET = { minHeight: 44 } as const;

export function ImageUploadField({
  title,
  value,
  onChange,
  uploadType,
  required = false,
  error,
  helperText,
  maxFiles = DEFAULT_UPLOAD_LIMITS.maxFiles,
  maxBytes = DEFAULT_UPLOAD_LIMITS.maxBytes,
  onBusyChange,
  disabled = false,
}: ImageUploadFieldProps) {
  const { state, rejected, busy, limits, addFiles, remove, clear } = useImageUploads({
    value,
    onChange,
    uploadType,
    maxFiles,
    maxBytes,
    onBusyChange,
  });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const addLabel = UPLOAD_TEXTS.add(title);
  const invalid = error !== undefined && error !== '';
  const message = invalid ? error : helperText;
  const notAdded = state.status === 'error' ? [...rejected, ...state.failed] : rejected;

  return (
    <FormControl
      component="fieldset"
      required={required}
      disabled={disabled}
      error={invalid}
      fullWidth
      sx={{ gap: 1.5 }}
    >
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {title}
      </FormLabel>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {UPLOAD_TEXTS.hint(limits.allowedTypes, limits.maxBytes, limits.maxFiles)}
      </Typography>

      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={disabled || busy || value.length >= maxFiles}
          aria-describedby={hintId}
          sx={TOUCH_TARGET}
        >
          {addLabel}
        </Button>
        {value.length > 0 && (
          <Button color="error" onClick={clear} disabled={disabled || busy} sx={TOUCH_TARGET}>
            {UPLOAD_TEXTS.clearAll}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {`${value.length} of ${maxFiles} added`}
        </Typography>
      </Stack>
      {/* Opened by the button above, which is what the keyboard and screen readers reach. */}
      <input
        ref={input}
        type="file"
        multiple
        accept={limits.allowedTypes.join(',')}
        aria-label={addLabel}
        tabIndex={-1}
        hidden
        disabled={disabled || busy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Picking the same file again (after removing it) must fire a change.
          event.target.value = '';
          void addFiles(files);
        }}
      />

      {state.status === 'loading' && (
        <Stack role="status" direction="row" sx={{ alignItems: 'center', gap: 1.5, minHeight: 44 }}>
          <CircularProgress
            size={24}
            aria-label={UPLOAD_TEXTS.uploading}
            variant={state.total > 1 ? 'determinate' : 'indeterminate'}
            value={(state.settled / state.total) * 100}
          />
          <Typography variant="body2">{UPLOAD_TEXTS.uploading}</Typography>
          {state.total > 1 && (
            <Typography variant="body2" color="text.secondary">
              {`${state.settled} of ${state.total}`}
            </Typography>
          )}
        </Stack>
      )}

      {value.length > 0 && <ImageThumbnails images={value} onRemove={remove} disabled={disabled || busy} />}

      {(state.status === 'error' || notAdded.length > 0) && (
        <Box role="alert" sx={{ color: colors.error }}>
          {state.status === 'error' && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {state.error}
            </Typography>
          )}
          {notAdded.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', overflowWrap: 'anywhere' }}>
              {notAdded.map((file, index) => (
                <li key={`${index}-${file.name}`}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {file.name}
                  </Box>
                  {`: ${file.message}`}
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}

      {message && <FormHelperText role={invalid ? 'alert' : undefined}>{message}</FormHelperText>}
    </FormControl>
  );
}
