import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUnitSummary } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { ListingHead } from './listing-head.tsx';

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('ListingHead', () => {
  it("names the city and the searched place, and is the place's own page", async () => {
    renderWithProviders(<ListingHead city="Hyderabad" tab="units" units={[]} />, {
      route: '/units?city=Hyderabad&search=Gachibowli',
    });
    await waitFor(() => expect(document.title).toBe('Villas for sale in Gachibowli, Hyderabad | VillaNest'));
    expect(canonical()).toBe(`${window.location.origin}/units?city=Hyderabad&search=Gachibowli`);
    expect(robots()).toBeUndefined();
  });

  it('points a filtered listing at its unfiltered page and asks not to index it', async () => {
    renderWithProviders(<ListingHead city="Bengaluru" tab="projects" units={[]} />, {
      route: '/units?city=Bengaluru&bedroom=4&max_price=30000000&tab=projects',
    });
    await waitFor(() => expect(document.title).toBe('Villa projects in Bengaluru | VillaNest'));
    expect(canonical()).toBe(`${window.location.origin}/units?city=Bengaluru`);
    expect(robots()).toBe('noindex, follow');
  });

  it('lists the villas of the first screen as an ItemList', async () => {
    const units = [makeUnitSummary(), makeUnitSummary({ slug: 'other-villa', name: 'Other Villa' })];
    renderWithProviders(<ListingHead city="Bengaluru" tab="units" units={units} />, {
      route: '/units?city=Bengaluru',
    });
    await waitFor(() => expect(document.title).toBe('Villas for sale in Bengaluru | VillaNest'));
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: unknown[] },
    );
    const list = data.find((item) => item['@type'] === 'ItemList');
    expect(list?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, url: `${window.location.origin}/unit/${units[0]!.slug}/` }),
      expect.objectContaining({
        position: 2,
        name: 'Other Villa',
        url: `${window.location.origin}/unit/other-villa/`,
      }),
    ]);
  });
});
