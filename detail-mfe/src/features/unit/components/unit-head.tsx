import type { PublicUnit } from '@villa/shared/contracts/entities';
import { formatPrice } from '@villa/shared/format/price';
import { areaLabel, locationName } from '@villa/shared/format/unit';
import { paths } from '@villa/shared/lib/paths';
import { breadcrumbList, clip } from '@villa/shared/ui/page-head';
import { PageHead } from '@villa/shared/ui/page-head';
import { realEstateListing } from '../../../lib/listing-structured-data.ts';
import { useProject } from '../../../lib/get-project.ts';
import { LOCKED_SECTION_CLASS } from './locked-sections.ts';

/** 'RERA PRM/KA/…' or what a buyer should know when there is none yet. */
const reraText = (rera: string | null) => (rera ? `RERA ${rera}` : 'RERA registration pending');

/**
 * What a unit page says it is: '3 BHK Villa B44 at Mango Orchard Villas, Kanakapura Road, Bengaluru |
 * ₹1.35 Cr', a description with its price, bedrooms, area, RERA status and project, its share image
 * and its RealEstateListing. The city is its project's (the server sends the project with the unit).
 */
export function UnitHead({ unit }: { unit: PublicUnit }) {
  const projectRef = unit.project[0];
  const { data: project } = useProject(projectRef?.slug);
  const locality = locationName(unit.location);
  const city = project?.city.name;
  const place = [locality, city].filter(Boolean).join(', ');
  const price = formatPrice(unit.price);
  const path = paths.unit(unit.slug);
  const description = clip(
    `${price} · ${unit.room} bedrooms · ${areaLabel(unit.builtup_area)} built-up on a ` +
      `${areaLabel(unit.plot_area)} plot · ${reraText(unit.rera)} · ${unit.possession_status}. ` +
      `${projectRef ? `In ${projectRef.name}, ` : ''}${place}.`,
    200,
  );
  return (
    <PageHead
      title={`${unit.name}, ${place} | ${price}`}
      siteNameInTitle={false}
      description={description}
      canonical={path}
      image={unit.share_image}
      type="article"
      structuredData={[
        realEstateListing({
          id: unit._id,
          name: unit.name,
          description: unit.description,
          path,
          shareImage: unit.share_image,
          gallery: unit.gallery,
          price: unit.price,
          locality,
          city: city ?? '',
          coordinates: unit.cordinates.coordinates,
          lockedClass: LOCKED_SECTION_CLASS,
        }),
        breadcrumbList([
          { name: 'Home', path: paths.home() },
          ...(city ? [{ name: `Villas in ${city}`, path: paths.units(new URLSearchParams({ city })) }] : []),
          ...(projectRef ? [{ name: projectRef.name, path: paths.project(projectRef.slug) }] : []),
          { name: unit.name, path },
        ]),
      ]}
    />
  );
}
