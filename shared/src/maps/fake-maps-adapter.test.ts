import { describe, expect, it, vi } from 'vitest';
import { createFakeMapsAdapter } from './fake-maps-adapter.ts';
import type { MarkerSpec } from './maps-adapter.ts';

const palmMeadows: MarkerSpec = {
  id: 'p1',
  kind: 'project',
  position: { lat: 13.04, lng: 77.62 },
  title: 'Palm Meadows',
};
const searched: MarkerSpec = {
  id: 'search',
  kind: 'search',
  position: { lat: 12.97, lng: 77.59 },
  title: 'MG Road',
};

describe('createFakeMapsAdapter', () => {
  it('records what the map shows and passes a click on a marker to the page', async () => {
    const fake = createFakeMapsAdapter();
    const view = await fake.createMap(document.createElement('div'), { center: searched.position, zoom: 12 });
    const onSelect = vi.fn();
    view.setMarkers([palmMeadows, searched], onSelect);
    const content = document.createElement('p');
    content.textContent = 'Palm Meadows · 12.35 KM';
    view.showInfo('p1', content);

    fake.map.select('p1');

    expect(onSelect).toHaveBeenCalledWith('p1');
    expect(fake.map.markers.map((marker) => marker.title)).toEqual(['Palm Meadows', 'MG Road']);
    expect(fake.map.info?.content?.textContent).toBe('Palm Meadows · 12.35 KM');
    expect(() => fake.map.select('p2')).toThrow("No marker 'p2' is shown");
  });

  it('closes the info window of a marker that goes away, as Google does', async () => {
    const fake = createFakeMapsAdapter();
    const view = await fake.createMap(document.createElement('div'), { center: searched.position, zoom: 12 });
    view.setMarkers([palmMeadows, searched]);
    view.showInfo('p1');

    view.setMarkers([searched]);

    expect(fake.map.info).toBeNull();
  });

  it('answers with what the test programmed, or fails with its error', async () => {
    const fake = createFakeMapsAdapter({
      predictPlaces: (input) => [{ placeId: 'a', name: input, description: 'Bengaluru' }],
      createMap: new Error('Google Maps could not load'),
    });
    const sessionToken = await fake.newSessionToken();

    expect(await fake.predictPlaces('Manyata', { sessionToken })).toEqual([
      { placeId: 'a', name: 'Manyata', description: 'Bengaluru' },
    ]);
    expect(fake.calls.predictPlaces).toEqual([{ input: 'Manyata', sessionToken }]);
    await expect(fake.placeDetails('a', { sessionToken })).rejects.toThrow('no details for a');
    await expect(
      fake.createMap(document.createElement('div'), { center: searched.position, zoom: 12 }),
    ).rejects.toThrow('could not load');
  });
});
