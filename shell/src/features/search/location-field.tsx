import { useState, type Ref } from 'react';
import styled from '@emotion/styled';
import type { Location } from '@villa/api/schemas';
import {
  findLocation,
  findPlace,
  PLACE_SEARCH_LENGTH,
  sameName,
  useCityPlaces,
  useLocations,
} from '@villa/shared/api/locations';
import type { SxProps, Theme } from '@villa/shared/mui/core';
import { Autocomplete, TextField } from '@villa/shared/mui/inputs';
import { colors, text } from '@villa/shared/ui/tokens';
import {
  localityOption,
  locationOptions,
  OPTION_GROUPS,
  placeOption,
  type LocationOption,
} from './location-options.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';

/** How long typing pauses before the places are asked for (spec 2.3 and 10: "debounced 500 ms"). */
export const PLACE_SEARCH_DEBOUNCE_MS = 500;

export interface LocationFieldProps {
  /** The chosen city's id; null while none is chosen or the cities load. */
  cityId: string | null;
  /** No city is chosen: there is nothing to pick from. */
  disabled: boolean;
  /** The URL's `search`: a locality or a place of the city, or null. */
  search: string | null;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The chosen locality's or place's name, or null when the field is cleared. */
  onChoose: (name: string | null) => void;
  inputRef: Ref<HTMLInputElement>;
  helperText: string | undefined;
  sx: SxProps<Theme>;
}

const PlaceType = styled.span({
  ...text.caption,
  marginLeft: 'auto',
  paddingLeft: 12,
  color: colors.text.secondary,
});

/**
 * The Location field: the city's localities and, once the buyer has typed 2 characters and paused, the
 * city's places whose name holds the text. Choosing either puts its name in the URL's `search`.
 */
export function LocationField(props: LocationFieldProps) {
  const { cityId, disabled, search, open, onOpen, onClose, onChoose, inputRef, helperText, sx } = props;
  const { data: locations, isLoading: locationsLoading } = useLocations(cityId);
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed, PLACE_SEARCH_DEBOUNCE_MS);
  const { data: places = [], isLoading: placesLoading } = useCityPlaces(cityId, settled);
  const [picked, setPicked] = useState<LocationOption | null>(null);
  const value = useChosenOption(cityId, search, locations, picked);
  const options = locationOptions(locations ?? [], places, value);
  const placesPending =
    typed.trim().length >= PLACE_SEARCH_LENGTH.min && (typed !== settled || placesLoading);

  return (
    <Autocomplete<LocationOption, false, false, false>
      options={options}
      value={value}
      disabled={disabled}
      loading={locationsLoading || placesPending}
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      groupBy={
        options.some((option) => option.kind === 'place') ? (option) => OPTION_GROUPS[option.kind] : undefined
      }
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.kind === chosen.kind && option.id === chosen.id}
      noOptionsText="No matching locations"
      // Only what the buyer types is searched, not the chosen name the field shows.
      onInputChange={(_event, input, reason) => setTyped(reason === 'input' ? input : '')}
      onChange={(_event, next) => {
        setPicked(next);
        onChoose(next?.name ?? null);
      }}
      renderOption={({ key, ...optionProps }, option) => (
        <li
          key={key}
          {...optionProps}
          aria-label={option.kind === 'place' ? `${option.name}, ${option.typeName}` : undefined}
        >
          {option.name}
          {option.kind === 'place' && <PlaceType aria-hidden>{option.typeName}</PlaceType>}
        </li>
      )}
      renderInput={(input) => (
        <TextField
          {...input}
          inputRef={inputRef}
          label="Location"
          placeholder="All locations"
          size="small"
          sx={sx}
          helperText={helperText}
        />
      )}
    />
  );
}

/**
 * The option the URL's `search` names: a locality of the city; else the place just picked; else a
 * place of the city of that name, asked for by the name (a link to a place, or Back to one).
 */
function useChosenOption(
  cityId: string | null,
  search: string | null,
  locations: readonly Location[] | undefined,
  picked: LocationOption | null,
): LocationOption | null {
  const locality = search ? findLocation(locations, search) : null;
  const pickedPlace = picked?.kind === 'place' && search && sameName(picked.name, search) ? picked : null;
  const lookUp = cityId !== null && locations !== undefined && !locality && !pickedPlace;
  const { data: named } = useCityPlaces(lookUp ? cityId : null, search ?? '');
  if (locality) return localityOption(locality);
  if (pickedPlace) return pickedPlace;
  const place = search ? findPlace(named, search) : null;
  return place ? placeOption(place) : null;
}
