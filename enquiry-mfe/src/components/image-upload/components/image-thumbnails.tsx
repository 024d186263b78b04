// The uploaded images as a grid of square thumbnails, each with its remove button.
import { Box, IconButton } from '@villa/shared/mui/core';
import { CloseIcon } from '@villa/shared/ui/icons';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { colors, radius } from '@villa/shared/ui/tokens';
import type { UploadedImage } from '../hooks/use-image-uploads.ts';
import { UPLOAD_TEXTS } from '../lib/upload-messages.ts';

/** Rendered size of a thumbnail at most: the intrinsic size reserved before the image arrives. */
const THUMBNAIL_PX = 160;

export interface ImageThumbnailsProps {
  images: readonly UploadedImage[];
  onRemove: (id: string) => void;
  disabled?: boolean;
}

export function ImageThumbnails({ images, onRemove, disabled = false }: ImageThumbnailsProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        // Three across on a 390 px phone, six or more on a desktop form.
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(96px, 1fr))',
          sm: 'repeat(auto-fill, minmax(120px, 1fr))',
        },
        gap: 1,
      }}
    >
      {images.map((image) => (
        <Box
          component="li"
          key={image.id}
          title={image.name}
          sx={{
            position: 'relative',
            aspectRatio: '1 / 1',
            overflow: 'hidden',
            borderRadius: `${radius.control}px`,
            bgcolor: colors.muted,
            border: `1px solid ${colors.divider}`,
            '& > img, & > [role="img"]': { width: '100%', height: '100%', objectFit: 'cover' },
          }}
        >
          <SafeImage
            src={image.thumbnailUrl ?? image.url}
            alt={image.name}
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
          />
          <IconButton
            aria-label={UPLOAD_TEXTS.remove(image.name)}
            onClick={() => onRemove(image.id)}
            disabled={disabled}
            // A 44 px target; the visible dot inside stays small so it hides little of the photo.
            sx={{
              position: 'absolute',
              top: 0,
              right: 0,
              width: 44,
              height: 44,
              p: 0,
              '&:hover': { bgcolor: 'transparent' },
              // A ring that shows on a light photo and on a dark one.
              '&.Mui-focusVisible > span': {
                boxShadow: `0 0 0 2px ${colors.paper}, 0 0 0 4px ${colors.primary.main}`,
              },
            }}
          >
            <Box
              component="span"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 28,
                height: 28,
                borderRadius: `${radius.pill}px`,
                bgcolor: 'rgba(28, 36, 33, 0.72)',
                color: colors.paper,
              }}
            >
              <CloseIcon fontSize={18} />
            </Box>
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
