import { Box } from '@villa/shared/mui/core';
import type { Image } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';

/** Every picture, in a grid: two columns on phones, three on desktop. */
export function GalleryGrid({ images, name }: { images: readonly Image[]; name: string }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`}>
          <SafeImage
            src={image.url}
            alt={image.alt || `${name}, photo ${index + 1}`}
            width={480}
            height={320}
            sx={{ width: '100%', aspectRatio: '3 / 2', borderRadius: 2 }}
          />
        </li>
      ))}
    </Box>
  );
}
