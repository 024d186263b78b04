import { TextField } from '@mui/material';
import { useCities } from '@villa/shared/api/locations';
import { useCity } from '@villa/shared/state/city';

/**
 * The listing's city (spec 2.2). A plain select for now; the full city and location picker is a
 * later issue. The selected city is always an option, even before (or without) the city list.
 */
export function CitySelect() {
  const [city, setCity] = useCity();
  const { data: cities } = useCities();
  const names = cities?.map((item) => item.name) ?? [];
  const options = names.includes(city) ? names : [city, ...names];
  return (
    <TextField
      select
      size="small"
      label="City"
      value={city}
      onChange={(event) => setCity(event.target.value)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
