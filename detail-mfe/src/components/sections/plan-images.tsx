import styled from '@emotion/styled';
import type { Image } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { colors, space, up } from '@villa/shared/ui/tokens';

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const PlanLink = styled.a({
  color: colors.primary.main,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(31, 77, 58, 0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
});

const Plan = styled(SafeImage)({
  width: '100%',
  borderRadius: 20,
  backgroundColor: colors.paper,
  objectFit: 'contain',
});

/** Master plans and floor plans: each opens full size in a new tab, for zooming into the details. */
export function PlanImages({ images, name }: { images: readonly Image[]; name: string }) {
  return (
    <Grid>
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`}>
          <PlanLink
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${image.alt || name} full size`}
          >
            <Plan src={image.url} alt={image.alt || name} width={800} height={600} />
          </PlanLink>
        </li>
      ))}
    </Grid>
  );
}
