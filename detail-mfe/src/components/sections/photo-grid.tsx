import styled from '@emotion/styled';
import type { Image } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { space, up } from '@villa/shared/ui/tokens';

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(1.5),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

const Photo = styled(SafeImage)({ width: '100%', aspectRatio: '3 / 2', borderRadius: 20 });

/** Pictures in a grid, two columns on phones and three on desktop; an untitled one is numbered from `start`. */
export default function PhotoGrid({
  images,
  name,
  start,
}: {
  images: readonly Image[];
  name: string;
  start: number;
}) {
  return (
    <Grid>
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`}>
          <Photo
            src={image.url}
            alt={image.alt || `${name}, photo ${start + index + 1}`}
            width={480}
            height={320}
          />
        </li>
      ))}
    </Grid>
  );
}
