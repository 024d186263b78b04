import { lazy } from 'react';
import styled from '@emotion/styled';
import type { Image } from '@villa/shared/contracts/entities';
import { space, text } from '@villa/shared/ui/tokens';
import { LazyPart } from '../lazy-part.tsx';

// Each group's grid loads as the group comes near (spec 2.4: Exteriors and Interiors are sections of
// their own, with their own loading text and failure message).
const PhotoGrid = lazy(() => import('./photo-grid.tsx'));

const Groups = styled.div({ display: 'grid', gap: space(3) });

const GroupHeading = styled.h3({ ...text.subtitle1, fontWeight: 600, marginBottom: space(1.5) });

/** The gallery's groups (spec 2.4: Exteriors and Interiors), in this order; untagged pictures last. */
const GROUPS = [
  { kind: 'exterior', title: 'Exteriors' },
  { kind: 'interior', title: 'Interiors' },
  { kind: undefined, title: 'More photos' },
] as const;

/**
 * Every picture in a grid, two columns on phones and three on desktop: under Exteriors and
 * Interiors when the pictures say which they are, else all together.
 */
export function GalleryGrid({ images, name }: { images: readonly Image[]; name: string }) {
  if (!images.some((image) => image.kind)) {
    return (
      <LazyPart title="Gallery photos">
        <PhotoGrid images={images} name={name} start={0} />
      </LazyPart>
    );
  }
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
          <LazyPart title={group.title}>
            <PhotoGrid images={group.images} name={name} start={starts[index]!} />
          </LazyPart>
        </section>
      ))}
    </Groups>
  );
}
