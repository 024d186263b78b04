import { Box, Link } from '@villa/shared/mui/core';
import type { Image } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';

/** Master plans and floor plans: each opens full size in a new tab, for zooming into the details. */
export function PlanImages({ images, name }: { images: readonly Image[]; name: string }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`}>
          <Link
            href={image.url}
            target="_blank"
            rel="noopener"
            aria-label={`Open ${image.alt || name} full size`}
          >
            <SafeImage
              src={image.url}
              alt={image.alt || name}
              width={800}
              height={600}
              sx={{ width: '100%', borderRadius: 2, bgcolor: 'background.paper', objectFit: 'contain' }}
            />
          </Link>
        </li>
      ))}
    </Box>
  );
}
