import styled from '@emotion/styled';
import { Text } from '@villa/shared/ui/kit';
import { radius, space, colors } from '@villa/shared/ui/tokens';

/** The honest stand-in for a map when the server has no Google Maps key (issue 10, DESIGN.md 6). */
export const MAP_KEY_TEXTS = {
  title: 'The map needs a Google Maps key.',
  howTo: 'Set GOOGLE_MAPS_API_KEY in the server’s environment and restart it to show the map here.',
} as const;

/** When Google's code or the map cannot load (offline, blocked, a key Google refuses). */
export const MAP_LOAD_FAILED = 'The map could not load. Check your connection and try again.';

const Note = styled.div({
  display: 'grid',
  gap: space(1),
  alignContent: 'center',
  padding: space(2),
  height: '100%',
  borderRadius: radius.card,
  background: colors.muted,
});

/** `detail` says what the buyer still gets without the map (the list, the places nearby…). */
export function MapKeyNote({ detail }: { detail: string }) {
  return (
    <Note role="note">
      <Text look="body2">{MAP_KEY_TEXTS.title}</Text>
      <Text look="body2" tone="secondary">
        {MAP_KEY_TEXTS.howTo} {detail}
      </Text>
    </Note>
  );
}
