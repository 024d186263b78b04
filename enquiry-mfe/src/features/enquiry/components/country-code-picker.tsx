import { useId, useMemo, useState } from 'react';
import { Box, Button, Typography } from '@villa/shared/mui/core';
import { List, ListItemButton, ListItemText } from '@villa/shared/mui/display';
import { Popover } from '@villa/shared/mui/overlays';
import { TextField } from '@villa/shared/mui/inputs';
import { filterCountries, type Country } from '@villa/shared/lib/countries';
import { ChevronDownIcon } from '@villa/shared/ui/icons';

export interface CountryCodePickerProps {
  country: Country;
  onChange: (country: Country) => void;
}

/** The phone's country code: a button ('IN +91') opening a searchable list of countries (spec 2.5). */
export function CountryCodePicker({ country, onChange }: CountryCodePickerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterCountries(query), [query]);
  const listId = useId();

  const close = () => {
    setAnchor(null);
    setQuery('');
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        aria-haspopup="listbox"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? listId : undefined}
        title={`Country code: ${country.name}`}
        endIcon={<ChevronDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          height: 56,
          borderRadius: 1,
          px: 1.5,
          flexShrink: 0,
          borderColor: 'rgba(0, 0, 0, 0.23)',
          fontWeight: 500,
        }}
      >
        {`${country.code} ${country.dial_code}`}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 300, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ p: 1.5, pb: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Search country"
            placeholder="Name, code or dial code"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Box>
        <List
          id={listId}
          role="listbox"
          aria-label="Countries"
          dense
          sx={{ maxHeight: 280, overflowY: 'auto', pt: 0 }}
        >
          {matches.map((option) => (
            <ListItemButton
              key={option.code}
              role="option"
              aria-selected={option.code === country.code}
              selected={option.code === country.code}
              onClick={() => {
                onChange(option);
                close();
              }}
            >
              <ListItemText primary={option.name} />
              <Typography variant="body2" sx={{ color: 'text.secondary', ml: 1, whiteSpace: 'nowrap' }}>
                {`${option.code} ${option.dial_code}`}
              </Typography>
            </ListItemButton>
          ))}
        </List>
        {matches.length === 0 ? (
          <Typography variant="body2" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
            No countries found
          </Typography>
        ) : null}
      </Popover>
    </>
  );
}
