// The kit's city and location pair: the picker's cities and each city's locations (cached per city,
// shared/src/api/locations.ts), the location disabled until a city is chosen (spec 5).
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { useController, type Control } from 'react-hook-form';
import { useCities, useLocations } from '@villa/shared/api/locations';
import { CITY_LOCATION_TEXTS } from './field-messages.ts';
import type { FormOption } from './form-field.ts';
import { AutocompleteField } from './pick-fields.tsx';

export interface CityLocationFieldsProps<T extends FieldValues> {
  control: Control<T>;
  cityName: FieldPath<T>;
  locationName: FieldPath<T>;
  required?: boolean;
  disabled?: boolean;
}

export function CityLocationFields<T extends FieldValues>({
  control,
  cityName,
  locationName,
  required,
  disabled,
}: CityLocationFieldsProps<T>) {
  const { field: city } = useController({ control, name: cityName });
  const { field: location } = useController({ control, name: locationName });
  const cityId = (city.value as FormOption | null)?._id ?? null;
  const cities = useCities();
  const locations = useLocations(cityId);
  return (
    <>
      <AutocompleteField
        control={control}
        name={cityName}
        label="City"
        required={required}
        disabled={disabled}
        options={cities.data ?? []}
        loading={cities.isLoading}
        helperText={cities.error ? cities.error.message : undefined}
        // Another city's location would not be one of this city's.
        onPicked={() => location.onChange(null as PathValue<T, FieldPath<T>>)}
      />
      <AutocompleteField
        control={control}
        name={locationName}
        label="Location"
        required={required}
        disabled={disabled || cityId === null}
        options={locations.data ?? []}
        loading={locations.isLoading}
        helperText={
          cityId === null
            ? CITY_LOCATION_TEXTS.selectCity
            : locations.error
              ? locations.error.message
              : undefined
        }
      />
    </>
  );
}
