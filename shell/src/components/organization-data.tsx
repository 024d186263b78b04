import type { Organization, WithContext } from '@villa/shared/ui/page-head';
import { siteUrl } from '@villa/shared/ui/page-head';
import { StructuredData } from '@villa/shared/ui/page-head';
import { SITE } from '../config/site.ts';

/** Who runs the site, on every page: search engines show the phone and the profiles with it. */
export function OrganizationData() {
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: SITE.name,
    url: siteUrl('/'),
    telephone: SITE.phone.href.replace(/^tel:/, ''),
    sameAs: SITE.social.map((profile) => profile.href),
  };
  return <StructuredData data={organization} />;
}
