import styled from '@emotion/styled';
import { useCities } from '@villa/shared/api/locations';
import { useCity } from '@villa/shared/state/city';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';

const Field = styled.label({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: space(0.5),
  minWidth: 180,
});

const FieldName = styled.span({ ...text.caption, fontWeight: 600, color: colors.text.secondary });

const Select = styled.select({
  font: 'inherit',
  fontSize: '1rem',
  height: 40,
  paddingInline: space(1.5),
  borderRadius: radius.control,
  border: '1px solid rgba(28, 36, 33, 0.23)',
  backgroundColor: colors.paper,
  color: colors.text.primary,
  '&:focus-visible': { outline: `2px solid ${colors.primary.main}`, outlineOffset: 1 },
});

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
    <Field>
      <FieldName>City</FieldName>
      <Select value={city} onChange={(event) => setCity(event.target.value)}>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
