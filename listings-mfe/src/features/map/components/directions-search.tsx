import { useState } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import type { MapsAdapter, PlacePrediction } from '@villa/shared/maps/maps-adapter';
import { Autocomplete, TextField } from '@villa/shared/mui/inputs';
import { usePlaceSuggestions, type SearchArea } from '@villa/shared/maps/use-place-suggestions';
import { mapOriginAtom, recentSearchesAtom, type MapOrigin, type RecentSearch } from '../state/map-store.ts';

/** Spec 2.3's texts. */
export const DIRECTIONS_TEXTS = {
  placeholder: 'Type in a place to get directions...',
  suggestions: 'Suggestions',
  recent: 'Recent Searches',
  noRecent: 'No recent searches',
  here: 'Your Location',
} as const;

type Option =
  | { kind: 'here' }
  | { kind: 'suggestion'; prediction: PlacePrediction }
  | { kind: 'recent'; entry: RecentSearch }
  | { kind: 'no-recent' };

const groupOf = (option: Option) =>
  option.kind === 'suggestion'
    ? DIRECTIONS_TEXTS.suggestions
    : option.kind === 'here'
      ? ''
      : DIRECTIONS_TEXTS.recent;

const labelOf = (option: Option) => {
  switch (option.kind) {
    case 'here':
      return DIRECTIONS_TEXTS.here;
    case 'suggestion':
      return option.prediction.name;
    case 'recent':
      return option.entry.search;
    case 'no-recent':
      return DIRECTIONS_TEXTS.noRecent;
  }
};

const keyOf = (option: Option) =>
  option.kind === 'suggestion'
    ? `s:${option.prediction.placeId}`
    : option.kind === 'recent'
      ? `r:${option.entry.search}`
      : option.kind;

/** The buyer's position from the browser; null when refused or unavailable. */
function currentPosition(): Promise<{ lat: number; lng: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}

export interface DirectionsSearchProps {
  adapter: MapsAdapter;
  area: SearchArea;
}

/**
 * Where routes start from (spec 2.3): a place typed in (Google's suggestions, in the selected city or
 * state), a recent search, or the buyer's own position. Choosing one sets the map store's origin.
 * A failed lookup is ignored (spec 8): the field simply keeps its text.
 */
export function DirectionsSearch({ adapter, area }: DirectionsSearchProps) {
  const [input, setInput] = useState('');
  const [recent, addRecent] = useAtom(recentSearchesAtom);
  const setOrigin = useSetAtom(mapOriginAtom);
  const { suggestions, sessionToken, endSession } = usePlaceSuggestions(adapter, input, area);

  const options: Option[] = [
    { kind: 'here' },
    ...suggestions.map((prediction) => ({ kind: 'suggestion' as const, prediction })),
    ...(recent.length
      ? recent.map((entry) => ({ kind: 'recent' as const, entry }))
      : [{ kind: 'no-recent' as const }]),
  ];

  const settle = (origin: MapOrigin) => {
    setOrigin(origin);
    if (origin.kind === 'search') addRecent(origin);
    setInput(origin.search);
  };

  const choose = async (option: Option) => {
    if (option.kind === 'here') {
      const position = await currentPosition();
      if (position) settle({ ...position, search: DIRECTIONS_TEXTS.here, kind: 'home' });
    } else if (option.kind === 'recent') {
      settle(option.entry);
    } else if (option.kind === 'suggestion') {
      try {
        const details = await adapter.placeDetails(option.prediction.placeId, {
          sessionToken: await sessionToken(),
        });
        settle({ ...details.location, search: option.prediction.name, kind: 'search' });
      } catch {
        // Spec 8: a failed place lookup is silently ignored.
      } finally {
        endSession();
      }
    }
  };

  return (
    <Autocomplete<Option, false, false, false>
      options={options}
      // Focus alone shows 'Your Location' and the recent searches: nothing to type for those.
      openOnFocus
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      // Google filters; ours would hide a suggestion whose text differs from what was typed.
      filterOptions={(all) => all}
      groupBy={groupOf}
      getOptionLabel={labelOf}
      getOptionKey={keyOf}
      getOptionDisabled={(option) => option.kind === 'no-recent'}
      isOptionEqualToValue={(option, value) => keyOf(option) === keyOf(value)}
      onChange={(_event, option) => {
        if (option) void choose(option);
      }}
      renderGroup={(params) =>
        params.group ? (
          <li key={params.key}>
            <div className="MuiAutocomplete-groupLabel" role="presentation">
              {params.group}
            </div>
            <ul className="MuiAutocomplete-groupUl" role="group" aria-label={params.group}>
              {params.children}
            </ul>
          </li>
        ) : (
          <li key={params.key}>
            <ul className="MuiAutocomplete-groupUl">{params.children}</ul>
          </li>
        )
      }
      renderInput={(field) => (
        <TextField
          {...field}
          size="small"
          placeholder={DIRECTIONS_TEXTS.placeholder}
          slotProps={{
            ...field.slotProps,
            htmlInput: { ...field.slotProps.htmlInput, 'aria-label': 'Directions from' },
          }}
        />
      )}
    />
  );
}
