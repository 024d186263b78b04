// The map pin picked on Google's map (issue 26: "Google with a key, or latitude and longitude entered
// by hand without one"). With the server's Maps key, "Pick on the map" loads the picker and Google's
// code, on that click only; without one, the two fields above are typed and this says nothing.
import { lazy, Suspense, useState } from 'react';
import { useController, type Control } from '@villa/shared/forms/form';
import { usePublicConfig } from '@villa/shared/api/public-config';
import { Button } from '@villa/shared/ui/kit';
import { PartLoading } from './catalogue-layout.tsx';
import type { ProjectValues } from './project-values.ts';

const PinPicker = lazy(() => import('./pin-picker.tsx'));

export function MapPinField({ control }: { control: Control<ProjectValues> }) {
  const { data: config } = usePublicConfig();
  const lat = useController({ control, name: 'lat' }).field;
  const lng = useController({ control, name: 'lng' }).field;
  const [open, setOpen] = useState(false);
  const apiKey = config?.googleMapsApiKey;
  if (!apiKey) return null;
  if (!open)
    return (
      <Button type="button" variant="outlined" onClick={() => setOpen(true)}>
        Pick on the map
      </Button>
    );
  return (
    <Suspense fallback={<PartLoading what="the map" />}>
      <PinPicker
        apiKey={apiKey}
        mapId={config?.googleMapsMapId ?? null}
        pin={{ lat: Number(lat.value), lng: Number(lng.value) }}
        onPick={(point) => {
          // Six decimals: about 10 cm, finer than a pin needs.
          lat.onChange(point.lat.toFixed(6));
          lng.onChange(point.lng.toFixed(6));
        }}
      />
    </Suspense>
  );
}
