import type { Project } from '@villa/shared/contracts/entities';
import { formatPrice } from '@villa/shared/format/price';
import { areaRangeLabel, locationName, projectBedrooms } from '@villa/shared/format/unit';
import { paths } from '@villa/shared/lib/paths';
import { breadcrumbList, clip } from '@villa/shared/ui/page-head';
import { PageHead } from '@villa/shared/ui/page-head';
import { realEstateListing } from '../../../lib/listing-structured-data.ts';

/**
 * What a project page says it is: 'Mango Orchard Villas, Kanakapura Road, Bengaluru | From ₹1.20 Cr',
 * a description with its builder, configurations, sizes and possession, its share image and its
 * RealEstateListing.
 */
export function ProjectHead({ project }: { project: Project }) {
  const locality = locationName(project.location);
  const city = project.city.name;
  const price = formatPrice(project.starting_price);
  const path = paths.project(project.slug);
  const description = clip(
    `${project.name} by ${project.builder} in ${locality}, ${city}: ${projectBedrooms(project)} BHK villas of ` +
      `${areaRangeLabel(project.min_area, project.max_area)}, from ${price}. ${project.possession_status}.` +
      `${project.rera ? ` RERA ${project.rera}.` : ''}`,
    200,
  );
  return (
    <PageHead
      title={`${project.name}, ${locality}, ${city} | From ${price}`}
      siteNameInTitle={false}
      description={description}
      canonical={path}
      image={project.share_image}
      type="article"
      structuredData={[
        realEstateListing({
          id: project._id,
          name: project.name,
          description: project.description,
          path,
          shareImage: project.share_image,
          gallery: project.gallery,
          price: project.starting_price,
          locality,
          city,
          coordinates: project.cordinates.coordinates,
        }),
        breadcrumbList([
          { name: 'Home', path: paths.home() },
          { name: `Villas in ${city}`, path: paths.units(new URLSearchParams({ city })) },
          { name: project.name, path },
        ]),
      ]}
    />
  );
}
