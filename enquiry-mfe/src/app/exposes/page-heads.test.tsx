import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSiteOrigin } from '@villa/shared/ui/page-head';
import { renderWithProviders } from '@villa/shared/testing/render';
import { DeveloperPage } from '../../features/developers/components/developer-page.tsx';
import { ExpertPage } from '../../features/experts/components/expert-page.tsx';
import { ListYourVillaPage } from '../../features/owners/components/list-your-villa-page.tsx';

const SITE = 'https://villas.example.in';

const meta = (key: string) =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

beforeAll(() => setSiteOrigin(SITE));

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGES: [string, ReactElement, string, string, RegExp][] = [
  [
    '/connect-with-expert',
    <ExpertPage />,
    'Connect with a villa expert',
    'Connect with a villa expert | VillaNest',
    /^Talk to the villa experts who have walked through every villa we list\. No pressure, no jargon/,
  ],
  [
    '/for-developers',
    <DeveloperPage />,
    'For developers: list your villa project',
    'For developers: list your villa project | VillaNest',
    /^Partner with the marketplace built only for villas/,
  ],
  [
    '/list-your-villa',
    <ListYourVillaPage />,
    'List your villa',
    'List your villa | VillaNest',
    /^Sell your villa to buyers who are looking for villas only/,
  ],
];

describe('the heads of the enquiry pages', () => {
  it.each(PAGES)(
    '%s has its own title, description, canonical and breadcrumb',
    (path, page, name, title, description) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ data: [] })),
      );
      renderWithProviders(page, { route: path });

      expect(document.title).toBe(title);
      const text = meta('description');
      expect(text).toMatch(description);
      expect(text!.length).toBeLessThanOrEqual(160);
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}`);
      expect(meta('og:url')).toBe(`${SITE}${path}`);
      const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
      expect(JSON.parse(json)).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, name: 'Home', item: `${SITE}/` },
          { position: 2, name, item: `${SITE}${path}` },
        ],
      });
    },
  );
});
