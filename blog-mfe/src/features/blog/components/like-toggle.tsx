// The heart's look and label, shared by the button and the count shown until its code has loaded
// (like-button.tsx loads as the post's footer comes near the viewport).
import styled from '@emotion/styled';
import { HeartOutlineIcon } from '@villa/shared/ui/icons';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';

export const likesLabel = (count: number) => `Like this post, ${count} ${count === 1 ? 'like' : 'likes'}`;

export const Toggle = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(0.75),
  minHeight: 40,
  padding: space(0.5, 1.75),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.pill,
  font: 'inherit',
  ...text.body2,
  fontWeight: 600,
  color: colors.text.primary,
  backgroundColor: colors.paper,
  cursor: 'pointer',
  transition: 'background-color 150ms, border-color 150ms',
  '&:hover': { backgroundColor: colors.hover },
  '&[aria-pressed="true"]': { borderColor: colors.error, color: colors.error },
  '&[aria-disabled="true"]': { cursor: 'progress' },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

/** The post's count in the heart's place, not yet a button to press. */
export function LikeCount({ count }: { count: number }) {
  return (
    <Toggle type="button" aria-disabled aria-label={likesLabel(count)}>
      <HeartOutlineIcon fontSize="small" />
      <span aria-hidden>{count}</span>
    </Toggle>
  );
}
