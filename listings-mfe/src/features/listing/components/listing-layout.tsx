// The listing beside its map (spec 2.2). Desktop (768 px and up): the list alone, or the list in 55% of
// the width next to the map, or the map full width with the list collapsed to nothing. Phones: the
// list or the map, switched by a floating button. Only the layout lives here: the map itself is
// another feature's, handed in by the page and loaded when the buyer asks for it.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Button } from '@villa/shared/ui/kit';
import { shadows, space } from '@villa/shared/ui/tokens';
import { BesideMapContext } from '../../../components/card-grid.tsx';
import { SPLIT_TWO_COLUMNS_FROM, TWO_COLUMNS_FROM } from '../../../lib/card-rows.ts';

export type ListingMode = 'list' | 'map';

const desktop = `@media (min-width: ${TWO_COLUMNS_FROM}px)`;
const phone = `@media (max-width: ${TWO_COLUMNS_FROM - 0.02}px)`;

/** The list's share of the width next to the map (spec 2.2). */
const LIST_SHARE = '55%';

const Split = styled.div({
  [desktop]: {
    '&[data-mode="map"]': { display: 'flex', gap: space(3), alignItems: 'flex-start' },
    // Next to the map the list is narrow: one column of cards until it has room for two, never three.
    '&[data-mode="map"] ul': { gridTemplateColumns: '1fr' },
    [`@media (min-width: ${SPLIT_TWO_COLUMNS_FROM}px)`]: {
      '&[data-mode="map"] ul': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
  },
});

const ListPane = styled.div({
  minWidth: 0,
  [desktop]: {
    '[data-mode="map"] > &': { flex: `0 0 ${LIST_SHARE}`, transition: 'flex-basis 200ms' },
    '[data-full="true"] > &': { flexBasis: 0, overflow: 'hidden', visibility: 'hidden' },
  },
  [phone]: { '[data-mode="map"] > &': { display: 'none' } },
});

/** Below the shell's sticky header (64 px and its border) with 16 px to spare. */
const BELOW_HEADER = 81;

const MapPane = styled.section({
  position: 'relative',
  marginTop: space(2),
  height: 'calc(100dvh - 140px)',
  minHeight: 420,
  [desktop]: {
    marginTop: 0,
    flex: '1 1 0',
    minWidth: 0,
    position: 'sticky',
    top: BELOW_HEADER,
    height: `calc(100dvh - ${BELOW_HEADER + 16}px)`,
  },
});

/** Full View / List View, over the map's top corner (desktop only: a phone's map is already whole). */
const FullViewButton = styled(Button)({
  position: 'absolute',
  top: space(1.5),
  right: space(1.5),
  zIndex: 2,
  boxShadow: shadows.card,
  [phone]: { display: 'none' },
});

/** Map View / List View: in the tab row on desktop, floating at the bottom of a phone's screen. */
const ModeButton = styled(Button)({
  [phone]: {
    position: 'fixed',
    bottom: space(3),
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 5,
    boxShadow: shadows.card,
  },
});

export interface ListingModeToggleProps {
  mode: ListingMode;
  onChange: (mode: ListingMode) => void;
  /** The pointer or the focus reached the button: a chance to fetch the map's code. */
  onIntent?: () => void;
}

export function ListingModeToggle({ mode, onChange, onIntent }: ListingModeToggleProps) {
  return (
    <ModeButton
      type="button"
      variant="contained"
      size="small"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={() => onChange(mode === 'map' ? 'list' : 'map')}
    >
      {mode === 'map' ? 'List View' : 'Map View'}
    </ModeButton>
  );
}

export interface ListingLayoutProps {
  mode: ListingMode;
  fullScreen: boolean;
  onFullScreen: (fullScreen: boolean) => void;
  list: ReactNode;
  /** Rendered only in map mode. */
  map: ReactNode;
}

export function ListingLayout({ mode, fullScreen, onFullScreen, list, map }: ListingLayoutProps) {
  const full = mode === 'map' && fullScreen;
  return (
    <Split data-mode={mode} data-full={full}>
      {/* Collapsed behind the full-screen map, the list is out of the Tab order and the a11y tree. */}
      <ListPane inert={full}>
        <BesideMapContext.Provider value={mode === 'map'}>{list}</BesideMapContext.Provider>
      </ListPane>
      {mode === 'map' ? (
        <MapPane aria-label="Map of the results">
          <FullViewButton type="button" variant="contained" size="small" onClick={() => onFullScreen(!full)}>
            {full ? 'List View' : 'Full View'}
          </FullViewButton>
          {map}
        </MapPane>
      ) : null}
    </Split>
  );
}
