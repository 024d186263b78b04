import { useEffect, useRef, useState } from 'react';
import type { City } from '@villa/api/schemas';
import { findCity, sameName, useCities } from '@villa/shared/api/locations';
import { Autocomplete, TextField } from '@villa/shared/mui/inputs';
import { useLocation, useNavigate, useSearchParams } from '@villa/shared/router';
import { paths } from '@villa/shared/lib/paths';
import { searchFromQuery, withCitySearch, type CitySearch } from '@villa/shared/state/city';
import { useShownCity } from '@villa/shared/state/remembered-city';
import { rememberCity } from '@villa/shared/state/remember-city';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { LocationField } from './location-field.tsx';
import { Fields, type PickerField } from './search-bar.tsx';
import { isListingPath } from './search-paths.ts';

/** Spec 5's messages. */
export const PICKER_TEXTS = { selectCity: 'Please select a city' } as const;

export interface CityLocationPickerProps {
  /** The field the buyer reached for: it takes the focus and opens. */
  openOn: PickerField;
}

export default function CityLocationPicker(props: CityLocationPickerProps) {
  return (
    <MuiTheme>
      <Picker {...props} />
    </MuiTheme>
  );
}

/**
 * Choosing writes the URL: on the listing as a new history entry, elsewhere by going to the listing;
 * and the city is remembered (its links, the next visit).
 */
function useChoose() {
  const shownCity = useShownCity();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  return (choice: CitySearch) => {
    const next = withCitySearch(params, choice);
    if (!sameName(shownCity, choice.city)) rememberCity(choice.city);
    if (isListingPath(pathname)) setParams(next, { preventScrollReset: true });
    else void navigate(paths.units(next));
  };
}

const fieldSx = { '& .MuiInputBase-root': { height: 40, py: 0, borderRadius: '10px' } } as const;

function Picker({ openOn }: CityLocationPickerProps) {
  const [params] = useSearchParams();
  const cityName = useShownCity();
  const search = searchFromQuery(params);
  const choose = useChoose();
  const { data: cities = [], isLoading: citiesLoading } = useCities();
  // The field's own value: cleared, the city is missing (required) until one is chosen.
  const [cleared, setCleared] = useState(false);
  const urlCity = findCity(cities, cityName);
  const city: City | null = cleared ? null : (urlCity ?? (cities.length ? null : placeholderCity(cityName)));
  const cityInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<PickerField | null>(openOn);

  useEffect(() => {
    (openOn === 'city' ? cityInput : locationInput).current?.focus();
  }, [openOn]);

  return (
    <Fields>
      <Autocomplete<City, false, false, false>
        options={cities}
        value={city}
        loading={citiesLoading}
        open={open === 'city'}
        onOpen={() => setOpen('city')}
        onClose={() => setOpen(null)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        onChange={(_event, next) => {
          setCleared(next === null);
          if (next) choose({ city: next.name, search: null });
        }}
        renderInput={(input) => (
          <TextField
            {...input}
            inputRef={cityInput}
            label="City"
            required
            size="small"
            sx={fieldSx}
            error={city === null && !citiesLoading}
            helperText={city === null && !citiesLoading ? PICKER_TEXTS.selectCity : undefined}
          />
        )}
      />
      <LocationField
        cityId={urlCity && !cleared ? urlCity._id : null}
        disabled={city === null}
        search={search}
        open={open === 'location'}
        onOpen={() => setOpen('location')}
        onClose={() => setOpen(null)}
        onChoose={(name) => {
          if (urlCity) choose({ city: urlCity.name, search: name });
        }}
        inputRef={locationInput}
        helperText={city === null ? PICKER_TEXTS.selectCity : undefined}
        sx={fieldSx}
      />
    </Fields>
  );
}

/** The URL's city while the list of cities loads, so the field shows it at once. */
const placeholderCity = (name: string): City => ({
  _id: '',
  name,
  state: '',
  country: 'India',
  visibility: 'public',
});
