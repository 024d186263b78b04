import type { ListingTab, UnitSummary } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { siteUrl } from '@villa/shared/ui/page-head';
import { breadcrumbList, type ItemList, type WithContext } from '@villa/shared/ui/page-head';
import { useSearchParams } from '@villa/shared/router';
import { searchFromQuery } from '@villa/shared/state/city';
import { PageHead } from '@villa/shared/ui/page-head';

/** The query keys that make a listing page of its own for search: the city and the searched place. */
const PAGE_KEYS = new Set(['city', 'search']);

/**
 * What the listing says it is: 'Villas for sale in Whitefield, Bengaluru'. The city's page, and a
 * place's, is indexed under its own address; a listing narrowed by filters (price, bedrooms, a saved
 * filter) points search engines at its unfiltered page and asks them not to index it: the same
 * villas, in endless combinations. The villas on its first screen are an ItemList.
 */
export function ListingHead({
  city,
  tab,
  units,
}: {
  city: string;
  tab: ListingTab;
  units: readonly UnitSummary[];
}) {
  const [params] = useSearchParams();
  const place = searchFromQuery(params);
  const where = place ? `${place}, ${city}` : city;
  const filtered = [...params.keys()].some((key) => !PAGE_KEYS.has(key) && key !== 'tab');
  const canonical = paths.units(new URLSearchParams({ city, ...(place ? { search: place } : {}) }));
  const title = tab === 'projects' ? `Villa projects in ${where}` : `Villas for sale in ${where}`;
  const itemList: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: units.map((unit, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: unit.name,
      url: siteUrl(paths.unit(unit.slug)),
    })),
  };
  return (
    <PageHead
      title={title}
      description={`Verified villas and villa projects for sale in ${where}: prices, floor plans, RERA status and locations. Send an enquiry to our sales team.`}
      canonical={canonical}
      noindex={filtered}
      structuredData={[
        breadcrumbList([
          { name: 'Home', path: paths.home() },
          { name: `Villas in ${city}`, path: paths.units(new URLSearchParams({ city })) },
          ...(place ? [{ name: place, path: canonical }] : []),
        ]),
        ...(units.length > 0 ? [itemList] : []),
      ]}
    />
  );
}
