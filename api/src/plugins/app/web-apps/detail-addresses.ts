// What the HTML of a page announces before the browser asks (first-page-preloads.ts): its first API
// call, and for a unit or project page its hero image. A detail page's address may also hold no
// published listing: a slug that changed (301 to the new one), a listing taken down (410) or nothing
// (404); the caller answers those.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstPageRequest, preloadLinkHeader, type HeroImage } from '../../../lib/first-page-preloads.ts';
import type { RetiredAddress } from '../catalogue-addresses.ts';

export type DetailKind = 'unit' | 'project';

/** A detail page's address with no published listing at it, and where that listing went. */
export interface UnpublishedAddress {
  kind: DetailKind;
  address: RetiredAddress;
}

/**
 * What a detail page's address holds: a published unit or project, with its largest paint for the
 * preload header (a unit's first photo; a project's banner, one for phones and one from the sm
 * breakpoint, as detail-mfe project-summary shows them), or where the listing went.
 */
async function detailAddress(
  app: FastifyInstance,
  kind: DetailKind,
  slug: string,
): Promise<{ state: 'live'; heroes: HeroImage[] } | RetiredAddress> {
  if (!app.hasDecorator('catalogue')) return { state: 'live', heroes: [] };
  try {
    if (kind === 'unit') {
      const unit = await app.catalogue.findUnitBySlug(slug);
      if (unit === null) return await app.catalogue.retiredUnitAddress(slug);
      return { state: 'live', heroes: unit.gallery[0] ? [{ url: unit.gallery[0].url }] : [] };
    }
    const project = await app.catalogue.findProjectBySlug(slug);
    if (project === null) return await app.catalogue.retiredProjectAddress(slug);
    return {
      state: 'live',
      heroes: [
        { url: project.mobile_banner.url, media: '(max-width: 599.98px)' },
        { url: project.desktop_banner.url, media: '(min-width: 600px)' },
      ],
    };
  } catch (error) {
    app.log.warn({ err: error }, 'no hero image preload');
    return { state: 'live', heroes: [] };
  }
}

/**
 * Announces the page's first API call (and hero image) with the HTML: see first-page-preloads.ts.
 * Returns where a detail page's listing went when no published one is at its address.
 */
export async function announceFirstRequests(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UnpublishedAddress | null> {
  const url = new URL(request.url, 'http://localhost');
  const first = firstPageRequest(url.pathname, url.searchParams);
  if (first === null) return null;
  if (first.kind !== 'unit' && first.kind !== 'project') {
    reply.header('link', preloadLinkHeader(first, []));
    return null;
  }
  const address = await detailAddress(app, first.kind, first.slug);
  if (address.state !== 'live') return { kind: first.kind, address };
  reply.header('link', preloadLinkHeader(first, address.heroes));
  return null;
}
