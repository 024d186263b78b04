import styled from '@emotion/styled';
import type { Image } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { space, text, up } from '@villa/shared/ui/tokens';

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

const Groups = styled.div({ display: 'grid', gap: space(3) });

const GroupHeading = styled.h3({ ...text.subtitle1, fontWeight: 600, marginBottom: space(1.5) });

/** The gallery's groups (spec 2.4: Exteriors and Interiors), in this order; untagged pictures last. */
const GROUPS = [
  { kind: 'exterior', title: 'Exteriors' },
  { kind: 'interior', title: 'Interiors' },
  { kind: undefined, title: 'More photos' },
] as const;

function PhotoGrid({ images, name, start }: { images: readonly Image[]; name: string; start: number }) {
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

/**
 * Every picture in a grid, two columns on phones and three on desktop: under Exteriors and
 * Interiors when the pictures say which they are, else all together.
 */
export function GalleryGrid({ images, name }: { images: readonly Image[]; name: string }) {
  if (!images.some((image) => image.kind)) return <PhotoGrid images={images} name={name} start={0} />;
  const groups = GROUPS.map(({ kind, title }) => ({
    title,
    images: images.filter((image) => image.kind === kind),
  })).filter((group) => group.images.length > 0);
  // Untitled pictures are numbered across the whole gallery, as they are without groups.
  const starts = groups.map((_, index) => groups.slice(0, index).reduce((n, g) => n + g.images.length, 0));
  return (
    <Groups>
      {groups.map((group, index) => (
        <section key={group.title} aria-label={group.title}>
          <GroupHeading>{group.title}</GroupHeading>
          <PhotoGrid images={group.images} name={name} start={starts[index]!} />
        </section>
      ))}
    </Groups>
  );
}
