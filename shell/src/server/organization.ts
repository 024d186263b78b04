// Who runs the site, for search engines: our organisation with its phone and social profiles, as
// JSON-LD in the head of every server-rendered page. Server-only: crawlers read the server's HTML,
// so no page downloads this.
import type { Organization, WithContext } from '@villa/shared/ui/page-head';
import { jsonForScript, siteUrl } from '@villa/shared/ui/page-head';
import { SITE } from '../config/site.ts';

export function organizationScript(): string {
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: SITE.name,
    url: siteUrl('/'),
    telephone: SITE.phone.href.replace(/^tel:/, ''),
    sameAs: SITE.social.map((profile) => profile.href),
  };
  return `<script type="application/ld+json">${jsonForScript(organization)}</script>`;
}
