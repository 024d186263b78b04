// How each kind of marker looks (spec 2.3: projects, home and search, and place categories each with
// its own colour and icon). Plain data, so the Google adapter, a legend and a nearby-places list all
// read the same colours and names.
import type { MarkerKind } from '@villa/shared/maps/maps-adapter';
import { colors } from '@villa/shared/ui/tokens';

export interface MarkerStyle {
  /** The pin's fill. */
  color: string;
  /** The short text inside the pin; an emoji reads at pin size without an icon download. */
  glyph: string;
  /** What a buyer calls it, e.g. in a legend or a tab. */
  label: string;
}

export const MARKER_STYLES = {
  project: { color: colors.primary.main, glyph: '🏡', label: 'Project' },
  home: { color: colors.secondary.main, glyph: '🏠', label: 'Home' },
  search: { color: '#6a1b9a', glyph: '📍', label: 'Searched place' },
  bus_station: { color: '#f9a825', glyph: '🚌', label: 'Bus station' },
  school: { color: '#3949ab', glyph: '🏫', label: 'School' },
  hospital: { color: '#e53935', glyph: '🏥', label: 'Hospital' },
  atm: { color: '#7cb342', glyph: '🏧', label: 'ATM' },
  restaurant: { color: '#ef6c00', glyph: '🍽️', label: 'Restaurant' },
  supermarket: { color: '#00897b', glyph: '🛒', label: 'Supermarket' },
  airport: { color: '#0288d1', glyph: '✈️', label: 'Airport' },
  subway_station: { color: '#d81b60', glyph: '🚇', label: 'Metro station' },
  train_station: { color: '#6d4c41', glyph: '🚆', label: 'Railway station' },
  movie_theater: { color: '#546e7a', glyph: '🎬', label: 'Cinema' },
} as const satisfies Record<MarkerKind, MarkerStyle>;
