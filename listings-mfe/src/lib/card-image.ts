import type { Image } from '@villa/shared/contracts/entities';

type Random = () => number;

const pick = (images: readonly Image[], random: Random): Image | undefined =>
  images[Math.floor(random() * images.length)];

/**
 * A unit card's picture (spec 2.5): a random gallery image other than the first (the first is the
 * detail page's hero), the first when it is the only one, else one of its project's images.
 */
export function pickUnitCardImage(
  gallery: readonly Image[],
  projectGallery: readonly Image[],
  random: Random = Math.random,
): Image | undefined {
  if (gallery.length > 1) return pick(gallery.slice(1), random);
  return gallery[0] ?? pick(projectGallery, random);
}

/** A project card's picture: any of its gallery images, at random. */
export function pickProjectCardImage(
  gallery: readonly Image[],
  random: Random = Math.random,
): Image | undefined {
  return pick(gallery, random);
}
