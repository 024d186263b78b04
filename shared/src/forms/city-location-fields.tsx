// The kit's city and location pair: the picker's cities and each city's locations (cached per city,
// shared/src/api/locations.ts), the location disabled until a city is chosen (spec 5).
import { LISTING_MESSAGES } from '@villa/api/contract/field-rules';
import { useCities, useLocations } from '@villa/shared/api/locations';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type FormOption,
  type PathValue,
} from '@villa/shared/forms/form';
import { AutocompleteField } from '@villa/shared/forms/pick-fields';

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
            ? LISTING_MESSAGES.selectCity
            : locations.error
              ? locations.error.message
              : undefined
        }
      />
    </>
  );
}
