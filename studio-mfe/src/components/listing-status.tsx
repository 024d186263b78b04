// A listing's state as the team reads it, and the moves it may make (the API's list of moves).
import styled from '@emotion/styled';
import { LISTING_STATUS_MOVES, type ListingStatus } from '@villa/api/contract/listing-status';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';

export const STATUS_NAMES: Record<ListingStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  withdrawn: 'Withdrawn',
  archived: 'Archived',
};

/** What a move to a state is called on its button. */
export const MOVE_NAMES: Record<ListingStatus, string> = {
  draft: 'Back to draft',
  published: 'Publish',
  withdrawn: 'Withdraw',
  archived: 'Archive',
};

/** What each move does to a buyer, for the confirmation. */
export const MOVE_EFFECTS: Record<ListingStatus, string> = {
  draft: '',
  published: 'Buyers can find it in the listing and open its page at once.',
  withdrawn: 'Buyers no longer see it; its address answers "no longer available". You can publish it again.',
  archived: 'It is taken down for good: an archived listing can never be published again.',
};

export const movesFrom = (status: ListingStatus) => LISTING_STATUS_MOVES[status];

const TONES: Record<ListingStatus, { color: string; background: string }> = {
  draft: { color: colors.text.primary, background: '#eceff1' },
  published: { color: '#1b5e20', background: '#e8f5e9' },
  withdrawn: { color: '#8a4b00', background: '#fff3e0' },
  archived: { color: colors.text.secondary, background: '#f5f5f5' },
};

const Badge = styled.span<{ status: ListingStatus }>(({ status }) => ({
  ...text.caption,
  fontWeight: 600,
  display: 'inline-block',
  padding: space(0.25, 1),
  borderRadius: radius.pill,
  whiteSpace: 'nowrap',
  ...TONES[status],
}));

export function StatusBadge({ status }: { status: ListingStatus }) {
  return <Badge status={status}>{STATUS_NAMES[status]}</Badge>;
}
