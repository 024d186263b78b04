import styled from '@emotion/styled';
import { MAP_KEY_INSTRUCTION } from '@villa/api/contract/maps';
import { Text } from '@villa/shared/ui/kit';
import { radius, space, colors } from '@villa/shared/ui/tokens';

/**
 * The honest stand-in for a map when the server has no Google Maps key (issue 10, DESIGN.md 6): on
 * development pages the operator's instruction; in production a buyer's message (issue 29), the
 * instruction being in the server's log.
 */
export const MAP_KEY_TEXTS = {
  title: 'The map needs a Google Maps key.',
  howTo: `${MAP_KEY_INSTRUCTION} to show the map here.`,
  buyerTitle: 'The map is not available right now.',
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

/**
 * `detail` says what the buyer still gets without the map (the list, the places nearby…); `operator`
 * (the server's `operatorNotes`, true outside production) adds how to set the key.
 */
export function MapKeyNote({ detail, operator }: { detail: string; operator: boolean }) {
  return (
    <Note role="note">
      <Text look="body2">{operator ? MAP_KEY_TEXTS.title : MAP_KEY_TEXTS.buyerTitle}</Text>
      <Text look="body2" tone="secondary">
        {operator ? `${MAP_KEY_TEXTS.howTo} ` : ''}
        {detail}
      </Text>
    </Note>
  );
}
