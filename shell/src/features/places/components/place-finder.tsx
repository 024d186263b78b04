import { useEffect, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { getCityPlaces, PLACE_SEARCH_LENGTH, useCities, useLocations } from '@villa/shared/api/locations';
import { createGoogleMapsAdapter, DEVELOPMENT_MAP_ID } from '@villa/shared/maps/google-maps';
import { PLACE_SEARCH_DEBOUNCE_MS, usePlaceSuggestions } from '@villa/shared/maps/use-place-suggestions';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';

/** A point the buyer picked, with what to call it. */
export interface FoundPlace {
  name: string;
  lat: number;
  lng: number;
}

const MAX_RESULTS = 8;

export const Field = styled.label({ display: 'grid', gap: space(0.5), ...text.body2, fontWeight: 600 });

export const Input = styled.input({
  ...text.body1,
  padding: space(1, 1.5),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  backgroundColor: colors.paper,
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 1 },
});

const Results = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(0.5) });

const Result = styled.button({
  width: '100%',
  textAlign: 'left',
  padding: space(1, 1.5),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  backgroundColor: colors.paper,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: colors.hover },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 1 },
});

const Hint = styled.span({ ...text.body2, color: colors.text.secondary, fontWeight: 400 });

function ResultList({
  found,
  onPick,
}: {
  found: readonly (FoundPlace & { about?: string })[];
  onPick: (place: FoundPlace) => void;
}) {
  if (found.length === 0) return null;
  return (
    <Results aria-label="Places found">
      {found.slice(0, MAX_RESULTS).map((place) => (
        <li key={`${place.name}-${place.lat}-${place.lng}`}>
          <Result type="button" onClick={() => onPick({ name: place.name, lat: place.lat, lng: place.lng })}>
            {place.name}
            {place.about ? <Hint> · {place.about}</Hint> : null}
          </Result>
        </li>
      ))}
    </Results>
  );
}

/** Without a Maps key: a city's localities and seeded places, from our own database. */
export function OurPlaceFinder({ onPick }: { onPick: (place: FoundPlace) => void }) {
  const { data: cities = [] } = useCities();
  const [cityId, setCityId] = useState<string | null>(null);
  const city = cityId ?? cities[0]?._id ?? null;
  const { data: localities = [] } = useLocations(city);
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const [places, setPlaces] = useState<FoundPlace[]>([]);

  useEffect(() => {
    if (city === null || settled.length < PLACE_SEARCH_LENGTH.min) {
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    getCityPlaces(city, settled.slice(0, PLACE_SEARCH_LENGTH.max), controller.signal)
      .then((found) =>
        setPlaces(found.map((place) => ({ name: place.name, lat: place.lat, lng: place.lng }))),
      )
      .catch(() => setPlaces([]));
    return () => controller.abort();
  }, [city, settled]);

  const found = useMemo(() => {
    if (settled.length < PLACE_SEARCH_LENGTH.min) return [];
    const lower = settled.toLowerCase();
    const areas = localities
      .filter((locality) => locality.name.toLowerCase().includes(lower))
      .map((locality) => ({ name: locality.name, lat: locality.lat, lng: locality.lng, about: 'locality' }));
    return [...areas, ...places];
  }, [localities, places, settled]);

  return (
    <>
      <Field>
        City
        <Input as="select" value={city ?? ''} onChange={(event) => setCityId(event.target.value)}>
          {cities.map((option) => (
            <option key={option._id} value={option._id}>
              {option.name}
            </option>
          ))}
        </Input>
      </Field>
      <Field>
        Locality or place
        <Input
          type="search"
          value={typed}
          placeholder="e.g. Whitefield, Manyata Tech Park"
          onChange={(event) => setTyped(event.target.value)}
          maxLength={PLACE_SEARCH_LENGTH.max}
        />
      </Field>
      <ResultList found={found} onPick={onPick} />
    </>
  );
}

/** With a Maps key: Google's place search, anywhere in India. */
export function GooglePlaceFinder({
  apiKey,
  mapId,
  onPick,
}: {
  apiKey: string;
  mapId: string | null;
  onPick: (place: FoundPlace) => void;
}) {
  const adapter = useMemo(
    () => createGoogleMapsAdapter({ apiKey, mapId: mapId ?? DEVELOPMENT_MAP_ID }),
    [apiKey, mapId],
  );
  const [typed, setTyped] = useState('');
  const { suggestions, sessionToken, endSession } = usePlaceSuggestions(adapter, typed);
  const [failed, setFailed] = useState(false);

  const pick = async (placeId: string) => {
    setFailed(false);
    try {
      const details = await adapter.placeDetails(placeId, { sessionToken: await sessionToken() });
      endSession();
      onPick({ name: details.name, ...details.location });
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <Field>
        Search a place
        <Input
          type="search"
          value={typed}
          placeholder="e.g. Manyata Tech Park"
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
      {suggestions.length > 0 ? (
        <Results aria-label="Places found">
          {suggestions.slice(0, MAX_RESULTS).map((suggestion) => (
            <li key={suggestion.placeId}>
              <Result type="button" onClick={() => void pick(suggestion.placeId)}>
                {suggestion.name}
                <Hint> · {suggestion.description}</Hint>
              </Result>
            </li>
          ))}
        </Results>
      ) : null}
      {failed ? <Hint role="alert">That place could not be looked up. Try again, or drop a pin.</Hint> : null}
    </>
  );
}

/** A pin dropped by hand: the point's latitude and longitude (from a map app's share link, say). */
export function PinFinder({ onPick }: { onPick: (place: FoundPlace) => void }) {
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const use = () => {
    const point = { lat: Number(lat), lng: Number(lng) };
    if (
      lat.trim() === '' ||
      lng.trim() === '' ||
      !(Math.abs(point.lat) <= 90) ||
      !(Math.abs(point.lng) <= 180)
    ) {
      setProblem(
        'Enter a latitude from -90 to 90 and a longitude from -180 to 180, e.g. 12.9716 and 77.5946',
      );
      return;
    }
    setProblem(null);
    onPick({ name: `Pin at ${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`, ...point });
  };
  return (
    <>
      <Field>
        Latitude
        <Input
          inputMode="decimal"
          value={lat}
          onChange={(event) => setLat(event.target.value)}
          placeholder="12.9716"
        />
      </Field>
      <Field>
        Longitude
        <Input
          inputMode="decimal"
          value={lng}
          onChange={(event) => setLng(event.target.value)}
          placeholder="77.5946"
        />
      </Field>
      <Result type="button" onClick={use}>
        Use this point
      </Result>
      {problem ? <Hint role="alert">{problem}</Hint> : null}
    </>
  );
}
