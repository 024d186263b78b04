// Generated pictures, so that every image in the catalogue looks like a villa and none is a broken link.
import { createPrng } from '../lib/prng.ts';
import { renderBlogBanner } from './blog-banner.ts';
import { renderFloorPlan } from './floorplan.ts';
import { renderInterior } from './interior.ts';
import { renderMasterPlan } from './masterplan.ts';
import { renderVilla } from './villa.ts';

export const MEDIA_KINDS = ['villa', 'interior', 'floorplan', 'masterplan', 'blog'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MAX_MEDIA_NUMBER = 999;

const RENDERERS = {
  villa: renderVilla,
  interior: renderInterior,
  floorplan: renderFloorPlan,
  masterplan: renderMasterPlan,
  blog: renderBlogBanner,
} satisfies Record<MediaKind, unknown>;

const KIND_SEEDS: Record<MediaKind, number> = { villa: 1, interior: 2, floorplan: 3, masterplan: 4, blog: 5 };

export function isMediaKind(value: string): value is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value);
}

/** The SVG for picture `n` (1-999) of a kind; the same every time. */
export function renderMedia(kind: MediaKind, n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_MEDIA_NUMBER)
    throw new RangeError(`No ${kind} picture number ${n}`);
  return RENDERERS[kind](n, createPrng(KIND_SEEDS[kind] * 100_003 + n * 7_919));
}

/** The URL the API serves that picture at. */
export function mediaUrl(kind: MediaKind, n: number): string {
  return `/api/v1/media/${kind}/${n}.svg`;
}
