import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm } from '@villa/shared/forms/form';
import { createFakeMapsAdapter } from '@villa/shared/maps/fake-maps-adapter';
import type { LatLng } from '@villa/shared/maps/maps-adapter';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { MapPinField } from './map-pin-field.tsx';
import PinPicker from './pin-picker.tsx';
import { blankProject, type ProjectValues } from './project-values.ts';

afterEach(() => vi.unstubAllGlobals());

function Picker({ adapter, start }: { adapter: ReturnType<typeof createFakeMapsAdapter>; start: LatLng }) {
  const [pin, setPin] = useState(start);
  return (
    <>
      <PinPicker apiKey="key" mapId={null} pin={pin} onPick={setPin} adapter={adapter} />
      <output>{`${pin.lat},${pin.lng}`}</output>
    </>
  );
}

describe('the map pin picker', () => {
  it('opens on the pin, and a click on the map moves the pin there', async () => {
    const adapter = createFakeMapsAdapter();
    renderWithProviders(<Picker adapter={adapter} start={{ lat: 12.97, lng: 77.75 }} />);
    await vi.waitFor(() => expect(adapter.map.markers).toHaveLength(1));
    expect(adapter.map.center).toEqual({ lat: 12.97, lng: 77.75 });
    act(() => adapter.map.click({ lat: 12.99, lng: 77.7 }));
    expect(screen.getByRole('status')).toHaveTextContent('12.99,77.7');
    expect(adapter.map.markers[0]!.position).toEqual({ lat: 12.99, lng: 77.7 });
    // The map stays where it was: only the pin moves.
    expect(adapter.map.center).toEqual({ lat: 12.97, lng: 77.75 });
  });

  it('says so when the map cannot load, with Retry', async () => {
    const adapter = createFakeMapsAdapter({ createMap: new Error('blocked') });
    renderWithProviders(<Picker adapter={adapter} start={{ lat: Number.NaN, lng: Number.NaN }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The map could not load.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

function PinField() {
  const form = useForm<ProjectValues>({ defaultValues: blankProject() });
  return <MapPinField control={form.control} />;
}

describe('the map pin field', () => {
  it('offers no map without the server’s Maps key: the pin is typed', async () => {
    const config = stubFetch(() => Response.json({ status: 'success', data: { googleMapsApiKey: null } }));
    renderWithProviders(<PinField />);
    await vi.waitFor(() => expect(config).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Pick on the map' })).toBeNull();
  });

  it('with a key, offers the map, which loads when asked', async () => {
    stubFetch(() =>
      Response.json({ status: 'success', data: { googleMapsApiKey: 'key', googleMapsMapId: null } }),
    );
    const { user } = renderWithProviders(<PinField />);
    await user.click(await screen.findByRole('button', { name: 'Pick on the map' }));
    expect(await screen.findByRole('region', { name: 'Map: click to place the pin' })).toBeInTheDocument();
  });
});
