import { describe, expect, it } from 'vitest';
import { cityFromCookies } from '../../src/contract/cities.ts';
import { rememberedCityAddress } from '../../src/plugins/app/web-apps/remembered-city.ts';

describe('cityFromCookies', () => {
  it('reads the city cookie among others, decoded', () => {
    expect(cityFromCookies('a=1; villa_city=Navi%20Mumbai; b=2')).toBe('Navi Mumbai');
    expect(cityFromCookies('villa_city=Hyderabad')).toBe('Hyderabad');
  });

  it.each([undefined, '', 'city=Hyderabad', 'villa_city=', 'villa_city=%3Cb%3E', 'villa_city=%E0%A4'])(
    'is null for %s',
    (cookies) => expect(cityFromCookies(cookies)).toBeNull(),
  );
});

describe('rememberedCityAddress', () => {
  const cookie = 'villa_city=Hyderabad';

  it('adds the remembered city to /units, keeping the query', () => {
    expect(rememberedCityAddress('/units', cookie)).toBe('/units?city=Hyderabad');
    expect(rememberedCityAddress('/units/?tab=projects', cookie)).toBe('/units/?tab=projects&city=Hyderabad');
    expect(rememberedCityAddress('/units?city=%20', cookie)).toBe('/units?city=Hyderabad');
  });

  it('leaves an address alone that names a city, another page, the default city or no cookie', () => {
    expect(rememberedCityAddress('/units?city=Mysore', cookie)).toBeNull();
    expect(rememberedCityAddress('/unit/x/', cookie)).toBeNull();
    expect(rememberedCityAddress('/', cookie)).toBeNull();
    expect(rememberedCityAddress('/units', 'villa_city=Bengaluru')).toBeNull();
    expect(rememberedCityAddress('/units', undefined)).toBeNull();
  });
});
