// The unit and project detail pages: a published listing by its live slug, with its share picture.
import type { Db } from '../../db/db.ts';
import { prepared } from '../../db/kysely.ts';
import { mediaUrl } from '../../media/index.ts';
import { shareImageUrl } from '../../media/share-image.ts';
import type { Image, Project, Unit } from '../../schemas/index.ts';
import {
  projectSummaries,
  publishedProject,
  publishedUnit,
  toProjectSummary,
  toUnitSummary,
  unitSummaries,
} from './catalogue-summaries.ts';

/** The share picture of a unit or project whose cover is not one we serve (docs/seo.md). */
const SHARE_FALLBACK = mediaUrl('villa', 1);

/** A published unit by its live slug, with what the detail page adds to its summary. */
const unitAt = prepared((slug: string) =>
  unitSummaries()
    .select([
      'u.description',
      'u.plot_rate',
      'u.construction_rate',
      'u.bathrooms',
      'u.parking',
      'u.furnishing',
      'u.possession_status',
      'u.floor_plans',
      'u.master_plan',
      'u.charges',
      'p.amenities',
      'p.specifications',
      'p.lat',
      'p.lng',
    ])
    .where('u.slug', '=', slug)
    .where(publishedUnit),
);

/** A published project by its live slug, with what the detail page adds to its summary. */
const projectAt = prepared((slug: string) =>
  projectSummaries()
    .select([
      'p.description',
      'p.desktop_banner',
      'p.mobile_banner',
      'p.floor_plans',
      'p.master_plan',
      'p.amenities',
      'p.specifications',
      'p.highlights',
      'p.total_units',
      'p.land_area_acres',
      'p.virtual_tour_url',
    ])
    .where('p.slug', '=', slug)
    .where(publishedProject),
);

// The jsonb columns are read as the API's schemas' types: the seed and the listing forms write them so.
export function createDetailReads(db: Db) {
  return {
    async findUnitBySlug(slug: string): Promise<Unit | null> {
      const [row] = await unitAt(db, slug);
      if (!row) return null;
      const summary = toUnitSummary(row);
      return {
        ...summary,
        description: row.description,
        plot_rate: row.plot_rate,
        construction_rate: row.construction_rate,
        bathrooms: row.bathrooms,
        parking: row.parking,
        furnishing: row.furnishing,
        possession_status: row.possession_status,
        floor_plans: row.floor_plans as Image[],
        master_plan: row.master_plan as Image[],
        charges: row.charges as Unit['charges'],
        amenities: row.amenities as Unit['amenities'],
        specifications: row.specifications as Unit['specifications'],
        cordinates: { type: 'Point', coordinates: [row.lng, row.lat] },
        share_image: shareImageUrl(
          summary.gallery[0]?.url ?? summary.project[0]?.gallery[0]?.url,
          SHARE_FALLBACK,
        ),
      };
    },

    async findProjectBySlug(slug: string): Promise<Project | null> {
      const [row] = await projectAt(db, slug);
      if (!row) return null;
      const summary = toProjectSummary(row);
      const desktopBanner = row.desktop_banner as Image;
      return {
        ...summary,
        description: row.description,
        desktop_banner: desktopBanner,
        mobile_banner: row.mobile_banner as Image,
        floor_plans: row.floor_plans as Image[],
        master_plan: row.master_plan as Image[],
        amenities: row.amenities as Project['amenities'],
        specifications: row.specifications as Project['specifications'],
        highlights: row.highlights as Project['highlights'],
        total_units: row.total_units,
        land_area_acres: row.land_area_acres,
        virtual_tour_url: row.virtual_tour_url,
        share_image: shareImageUrl(summary.gallery[0]?.url ?? desktopBanner.url, SHARE_FALLBACK),
      };
    },
  };
}
