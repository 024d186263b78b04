import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import { useLocation, useSearchParams } from '@villa/shared/router';
import { searchFromQuery } from '@villa/shared/state/city';
import { useShownCity } from '@villa/shared/state/remembered-city';
import { Container } from '@villa/shared/ui/kit';
import { colors, radius, space, text, up } from '@villa/shared/ui/tokens';
import { showsSearch } from './search-paths.ts';

// The accessible autocomplete (MUI's) loads on intent: a first screen carries no MUI.
const loadPicker = () => import('./city-location-picker.tsx');
const CityLocationPicker = lazy(loadPicker);

export type PickerField = 'city' | 'location';

const Strip = styled.div({
  borderBottom: `1px solid ${colors.divider}`,
  backgroundColor: colors.paper,
  paddingBlock: space(1.5),
});

/** Both fields: stacked on phones, side by side from 600 px; the height is the picker's own. */
export const Fields = styled.div({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space(1.5),
  [up('sm')]: { gridTemplateColumns: 'minmax(0, 240px) minmax(0, 320px)' },
});

/** Looks like the picker's outlined field (40 px, label in the border), so the swap moves nothing. */
const FieldButton = styled.button({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: 40,
  minWidth: 0,
  paddingInline: space(1.75, 1),
  font: 'inherit',
  fontSize: '1rem',
  textAlign: 'left',
  color: colors.text.primary,
  backgroundColor: colors.paper,
  border: '1px solid rgba(28, 36, 33, 0.23)',
  borderRadius: radius.control,
  cursor: 'text',
  '&:hover': { borderColor: colors.text.primary },
  '&:focus-visible': { outline: `2px solid ${colors.primary.main}`, outlineOffset: -1 },
});

const FieldLabel = styled.span({
  ...text.caption,
  position: 'absolute',
  top: -9,
  left: 10,
  paddingInline: 4,
  lineHeight: '16px',
  color: colors.text.secondary,
  backgroundColor: colors.paper,
});

/** Drawn here rather than taken from ui/icons: no other first screen of the shell needs that module. */
function ChevronDown() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill={colors.text.secondary}>
      <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
    </svg>
  );
}

const Value = styled.span({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const Placeholder = styled(Value)({ color: colors.text.secondary });

/**
 * The city and location picker (spec 2.1, 2.2, 5) under the header of the listing and detail pages.
 * It reads and writes the URL's `city` and `search`; a page whose URL names no city shows the
 * buyer's last one (useShownCity).
 */
export function SearchBar() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The field the buyer reached for, once the picker is loading; it opens there.
  const [wanted, setWanted] = useState<PickerField | null>(null);
  const city = useShownCity();
  if (!showsSearch(pathname)) return null;
  const search = searchFromQuery(params);

  const placeholders = (
    <Fields>
      {(['city', 'location'] as const).map((field) => (
        <FieldButton
          key={field}
          type="button"
          // The name holds the visible text (the label, then the value or placeholder) for voice control;
          // the space after the label keeps the two apart as words in the text (it takes no room).
          aria-label={field === 'city' ? `City: ${city}` : `Location: ${search ?? 'All locations'}`}
          onPointerEnter={() => void loadPicker()}
          onClick={() => setWanted(field)}
          onFocus={() => void loadPicker()}
        >
          <FieldLabel>{field === 'city' ? 'City *' : 'Location'}</FieldLabel>{' '}
          {field === 'city' ? (
            <Value>{city}</Value>
          ) : search ? (
            <Value>{search}</Value>
          ) : (
            <Placeholder>All locations</Placeholder>
          )}
          <ChevronDown />
        </FieldButton>
      ))}
    </Fields>
  );

  return (
    <Strip>
      <Container>
        {wanted ? (
          <Suspense fallback={placeholders}>
            <CityLocationPicker openOn={wanted} />
          </Suspense>
        ) : (
          placeholders
        )}
      </Container>
    </Strip>
  );
}
