import styled from '@emotion/styled';
import type { Coordinates } from '@villa/shared/contracts/entities';
import { CommuteLine } from '@villa/shared/ui/commute-line';

const Over = styled(CommuteLine)({
  position: 'absolute',
  left: 8,
  bottom: 8,
  maxWidth: 'calc(100% - 16px)',
  padding: '2px 10px',
  borderRadius: 12,
  backgroundColor: 'rgba(19, 51, 38, 0.86)',
  color: '#ffffff',
  fontSize: '0.8125rem',
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The commute line on a card, with the places and the commute code. */
export default function LiveCardCommute({ at }: { at: Coordinates | undefined }) {
  return <Over at={at} />;
}
