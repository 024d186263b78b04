// A unit or a project as schema.org's RealEstateListing: what search engines show beside the link
// (price, place, picture) and the facts they index.
import type { Image } from '@villa/shared/contracts/entities';
import { idDate, type RealEstateListing, type WithContext } from '@villa/shared/ui/page-head';
import { siteUrl } from '@villa/shared/ui/page-head';

export interface ListingFacts {
  id: string;
  name: string;
  description: string;
  /** A path on this site. */
  path: string;
  shareImage: string;
  gallery: readonly Image[];
  /** The price, or a project's starting price, in rupees. */
  price: number;
  locality: string;
  city: string;
  /** GeoJSON order: longitude, latitude. */
  coordinates: readonly [number, number];
  /**
   * The class of the page's parts that need a login (a unit's plans, price sheet, specification and
   * location): marked not free to access, as Google documents for gated content ('Structured data
   * for subscription and paywalled content': a `.class` selector only, sections not nested).
   */
  lockedClass?: string;
}

export function realEstateListing(facts: ListingFacts): WithContext<RealEstateListing> {
  const url = siteUrl(facts.path);
  const posted = idDate(facts.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: facts.name,
    description: facts.description,
    url,
    image: [facts.shareImage, ...facts.gallery.slice(0, 3).map((image) => image.url)].map(siteUrl),
    ...(posted && { datePosted: posted }),
    ...(facts.lockedClass && {
      isAccessibleForFree: false,
      hasPart: {
        '@type': 'WebPageElement',
        isAccessibleForFree: false,
        cssSelector: `.${facts.lockedClass}`,
      },
    }),
    offers: {
      '@type': 'Offer',
      price: facts.price,
      priceCurrency: 'INR',
      url,
      availability: 'https://schema.org/InStock',
    },
    contentLocation: {
      '@type': 'Place',
      name: `${facts.locality}, ${facts.city}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: facts.locality,
        addressRegion: facts.city,
        addressCountry: 'IN',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: facts.coordinates[1],
        longitude: facts.coordinates[0],
      },
    },
  };
}
