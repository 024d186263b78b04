import { useState } from 'react';
import { Box, ButtonBase, Stack } from '@villa/shared/mui/core';
import type { Image } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';

/** The page's pictures: the first one large, the others as thumbnails that show it large. */
export function PhotoGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <Box component="figure" aria-label={`Photos of ${name}`} sx={{ m: 0 }}>
      <SafeImage
        src={current?.url ?? ''}
        alt={current?.alt || name}
        width={1200}
        height={675}
        priority
        // Wide but short on desktop, so the section tabs stay near the first screen.
        sx={{ width: '100%', aspectRatio: { xs: '16 / 9', md: '12 / 5' }, borderRadius: 3 }}
      />
      {images.length > 1 ? (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          aria-label="More photos"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <ButtonBase
                onClick={() => setSelected(index)}
                aria-label={`Show photo ${index + 1}: ${image.alt || name}`}
                aria-pressed={index === selected}
                sx={{
                  borderRadius: 2,
                  overflow: 'hidden',
                  outline: index === selected ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                  outlineOffset: 1,
                }}
              >
                <SafeImage src={image.url} alt="" width={112} height={72} sx={{ width: 112, height: 72 }} />
              </ButtonBase>
            </li>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
