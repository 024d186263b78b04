import type { Image } from '@villa/shared/contracts/entities';

type Random = () => number;

/**
 * A random number in [0, 1) that is the same for one key all day (an FNV-1a hash of the key and
 * the UTC date): the server's first screen and the browser that hydrates it pick the same picture,
 * and a card keeps its picture when its data is fetched again, yet each card and each day differs.
 */
export function dailyRandom(key: string, now: Date = new Date()): Random {
  const text = `${key}:${now.toISOString().slice(0, 10)}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return () => hash / 2 ** 32;
}

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
