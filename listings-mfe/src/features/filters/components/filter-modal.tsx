import { useId, useState, type ReactNode } from 'react';
import { AMENITIES, FEATURE_LABELS } from '@villa/api/contract/filter-options';
import { FACINGS, PROPERTY_KINDS, VILLA_TYPES } from '@villa/api/contract/listing-form-options';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@villa/shared/mui/core';
import { Checkbox, FormControlLabel, InputAdornment, TextField } from '@villa/shared/mui/inputs';
import { Dialog, DialogContent, DialogTitle } from '@villa/shared/mui/overlays';
import { CloseIcon } from '@villa/shared/ui/icons';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { useFilters } from '../hooks/use-filters.ts';
import { SearchAlertButton } from './search-alert-button.tsx';
import {
  AMENITY_KEYS,
  BATHROOM_OPTIONS,
  BHK_OPTIONS,
  PARKING_OPTIONS,
  buildFilterPayload,
  croreToRupees,
  defaultFilterState,
  setAllAmenities,
  setAmenity,
  type FilterState,
  type Range,
} from '../model/filter-state.ts';

export const FILTER_MODAL_TITLE = 'Filters';

export interface FilterModalProps {
  /** The applied state, which the modal edits a copy of until Apply. */
  initial: FilterState;
  onApply: (state: FilterState) => void;
  onReset: () => void;
  onClose: () => void;
}

/** The filter modal (spec 2.5, 3, 9) on the applied filters. Loaded with MUI when first opened. */
export default function FilterDialog() {
  const filters = useFilters();
  const close = () => filters.setModalOpen(false);
  return (
    <FilterModal
      initial={filters.state}
      onApply={(state) => {
        filters.apply(state);
        close();
      }}
      onReset={() => {
        filters.reset();
        close();
      }}
      onClose={close}
    />
  );
}

export function FilterModal(props: FilterModalProps) {
  return (
    <MuiTheme>
      <ThemedFilterModal {...props} />
    </MuiTheme>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One choice of several, as pills (a radio group). */
function PillChoice({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Stack direction="row" role="radiogroup" aria-label={label} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => (
        <Chip
          key={option}
          label={option}
          role="radio"
          aria-checked={option === value}
          color={option === value ? 'primary' : 'default'}
          variant={option === value ? 'filled' : 'outlined'}
          onClick={() => onChange(option)}
        />
      ))}
    </Stack>
  );
}

/** Any number of choices, as pills that toggle. */
function PillToggles({
  label,
  options,
  values,
  onChange,
}: {
  label: string;
  options: readonly string[];
  values: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const on = values.includes(option);
        return (
          <Chip
            key={option}
            label={option}
            aria-pressed={on}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => onChange(on ? values.filter((value) => value !== option) : [...values, option])}
          />
        );
      })}
    </Stack>
  );
}

const parseBound = (value: string): number | null => {
  const number = Number(value);
  return value.trim() === '' || !Number.isFinite(number) || number < 0 ? null : number;
};

/** Min and max number fields; blank is no bound. `scale` turns what is typed into the stored unit. */
function RangeFields({
  label,
  unit,
  range,
  onChange,
  scale = (value) => value,
  unscale = (value) => value,
}: {
  label: string;
  unit: string;
  range: Range;
  onChange: (range: Range) => void;
  scale?: (value: number | null) => number | null;
  unscale?: (value: number) => number;
}) {
  const field = (key: 'min' | 'max') => (
    <TextField
      label={key === 'min' ? 'Min' : 'Max'}
      type="number"
      size="small"
      fullWidth
      value={range[key] === null ? '' : unscale(range[key])}
      onChange={(event) => onChange({ ...range, [key]: scale(parseBound(event.target.value)) })}
      slotProps={{
        htmlInput: {
          min: 0,
          inputMode: 'decimal',
          step: 'any',
          'aria-label': `${key === 'min' ? 'Min' : 'Max'} ${label}`,
        },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      {field('min')}
      {field('max')}
    </Stack>
  );
}

function ExactToggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <FormControlLabel
      sx={{ mt: 0.5 }}
      control={
        <Checkbox size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      }
      label={label}
    />
  );
}

function ThemedFilterModal({ initial, onApply, onReset, onClose }: FilterModalProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState(initial);
  const titleId = useId();
  const set = (patch: Partial<FilterState>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? { borderRadius: 0 } : undefined } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {FILTER_MODAL_TITLE}
      </DialogTitle>
      <IconButton
        aria-label="Close filters"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Section title="BHK">
          <PillChoice label="BHK" options={BHK_OPTIONS} value={draft.bhk} onChange={(bhk) => set({ bhk })} />
          <ExactToggle
            label="Exact BHK"
            checked={draft.exactBhk}
            onChange={(exactBhk) => set({ exactBhk })}
          />
        </Section>
        <Section title="Price">
          <RangeFields
            label="price"
            unit="Cr"
            range={draft.price}
            onChange={(price) => set({ price })}
            scale={croreToRupees}
            unscale={(rupees) => Math.round((rupees / 10_000_000) * 100) / 100}
          />
        </Section>
        <Section title="Villa size">
          <RangeFields
            label="villa size"
            unit="sq.ft"
            range={draft.villaSize}
            onChange={(villaSize) => set({ villaSize })}
          />
        </Section>
        <Section title="Plot size">
          <RangeFields
            label="plot size"
            unit="sq.ft"
            range={draft.plotSize}
            onChange={(plotSize) => set({ plotSize })}
          />
        </Section>
        <Section title="Bathrooms">
          <PillChoice
            label="Bathrooms"
            options={BATHROOM_OPTIONS}
            value={draft.bathrooms}
            onChange={(bathrooms) => set({ bathrooms })}
          />
          <ExactToggle
            label="Exact bathrooms"
            checked={draft.exactBathrooms}
            onChange={(exactBathrooms) => set({ exactBathrooms })}
          />
        </Section>
        <Section title="Parking">
          <PillChoice
            label="Parking"
            options={PARKING_OPTIONS}
            value={draft.parking}
            onChange={(parking) => set({ parking })}
          />
          <ExactToggle
            label="Exact parking"
            checked={draft.exactParking}
            onChange={(exactParking) => set({ exactParking })}
          />
        </Section>
        <Section title="Facing">
          <PillToggles
            label="Facing"
            options={FACINGS}
            values={draft.directions}
            onChange={(directions) => set({ directions })}
          />
        </Section>
        <Section title="Villa type">
          <PillToggles
            label="Villa type"
            options={VILLA_TYPES}
            values={draft.unitTypes}
            onChange={(unitTypes) => set({ unitTypes })}
          />
        </Section>
        <Section title="Property kind">
          <PillToggles
            label="Property kind"
            options={PROPERTY_KINDS}
            values={draft.propertyKinds}
            onChange={(propertyKinds) => set({ propertyKinds })}
          />
        </Section>
        <Section title="Features">
          <PillToggles
            label="Features"
            options={FEATURE_LABELS}
            values={draft.features}
            onChange={(features) => set({ features })}
          />
        </Section>
        <Section title="Amenities">
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.selectAllAmenities}
                onChange={(event) => setDraft((current) => setAllAmenities(current, event.target.checked))}
              />
            }
            label="Select all"
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
            {AMENITY_KEYS.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Checkbox
                    checked={draft.amenities[key]}
                    onChange={(event) =>
                      setDraft((current) => setAmenity(current, key, event.target.checked))
                    }
                  />
                }
                label={AMENITIES[key]}
              />
            ))}
          </Box>
        </Section>
        <Section title="SMS alerts">
          <Stack sx={{ alignItems: 'flex-start', gap: 1 }}>
            <SearchAlertButton filters={() => buildFilterPayload(draft)} />
          </Stack>
        </Section>
      </DialogContent>
      <Stack direction="row" sx={{ justifyContent: 'space-between', p: 2, gap: 2 }}>
        <Button
          onClick={() => {
            setDraft(defaultFilterState());
            onReset();
          }}
        >
          Reset
        </Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          Apply
        </Button>
      </Stack>
    </Dialog>
  );
}
