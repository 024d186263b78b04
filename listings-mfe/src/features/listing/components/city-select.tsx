import type { ChangeEvent } from 'react';
import { Box, Typography } from '@villa/shared/mui/core';
import { useCities } from '@villa/shared/api/locations';
import { useCity } from '@villa/shared/state/city';

/**
 * The listing's city (spec 2.2). A plain select for now; the full city and location picker is a
 * later issue. The selected city is always an option, even before (or without) the city list.
 * A native <select>, styled, rather than MUI's TextField: that brings Select, Menu and Modal, about
 * 30 KB gzip, to the first load of /units.
 */
export function CitySelect() {
  const [city, setCity] = useCity();
  const { data: cities } = useCities();
  const names = cities?.map((item) => item.name) ?? [];
  const options = names.includes(city) ? names : [city, ...names];
  return (
    <Box component="label" sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 180 }}>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        City
      </Typography>
      <Box
        component="select"
        value={city}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => setCity(event.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '1rem',
          height: 40,
          px: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'rgba(28, 36, 33, 0.23)',
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Box>
    </Box>
  );
}
