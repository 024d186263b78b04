import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { useLocation, useParams } from '@villa/shared/router';
import { useCity } from '../state/city.ts';
import { renderWithProviders } from './render.tsx';

function Probe() {
  const { slug } = useParams();
  const { pathname, search } = useLocation();
  const [city] = useCity();
  return (
    <p>
      {pathname}
      {search} slug={slug ?? '-'} city={city}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('provides the router at the given route and a store', () => {
    const { store } = renderWithProviders(<Probe />, {
      route: '/unit/palm-grove/?city=Mysore',
      path: '/unit/:slug',
    });
    expect(
      screen.getByText(/\/unit\/palm-grove\/\?city=Mysore slug=palm-grove city=Mysore/),
    ).toBeInTheDocument();
    expect(store).not.toBe(getDefaultStore());
  });

  it('uses the store it is given', () => {
    const { store } = renderWithProviders(<Probe />, { store: getDefaultStore() });
    expect(store).toBe(getDefaultStore());
    expect(screen.getByText(/^\/ slug=-/)).toBeInTheDocument();
  });
});
