import { useMemo } from 'react';
import styled from '@emotion/styled';
import { Card, Text } from '@villa/shared/ui/kit';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { useReviews } from '../api/get-reviews.ts';

/** The nine avatar colours of the testimonials section; each reviewer gets one at random. */
export const AVATAR_COLORS = [
  '#1f4d3a',
  '#8a5a44',
  '#3b6ea5',
  '#b5643c',
  '#6b4c9a',
  '#2f7d6d',
  '#a23b56',
  '#56707e',
  '#c28f2c',
];

const Grid = styled.div({
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  [up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  [up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
});

const Review = styled(Card)({ padding: space(2), boxShadow: 'none' });

const Reviewer = styled.div({ display: 'flex', alignItems: 'center', gap: space(2), marginBottom: space(1) });

const Avatar = styled.span({
  display: 'flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  fontSize: '1.25rem',
  color: colors.paper,
});

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

/** A read-only rating out of five, as stars, named for screen readers. */
function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} style={{ display: 'inline-flex' }}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width="18" height="18" viewBox="0 0 24 24" aria-hidden>
          <path d={STAR} fill={star <= Math.round(rating) ? '#faaf00' : 'rgba(0, 0, 0, 0.26)'} />
        </svg>
      ))}
    </span>
  );
}

export function Testimonials() {
  const { data, error, isLoading } = useReviews();
  const reviews = data?.data;
  const avatarColors = useMemo(
    () => (reviews ?? []).map(() => AVATAR_COLORS[Math.floor(Math.random() * AVATAR_COLORS.length)]),
    [reviews],
  );
  if (isLoading) return <StatusMessage kind="loading" title="Loading reviews…" />;
  if (error) return <StatusMessage kind="error" title={`Error: ${(error as Error).message}`} />;
  if (!reviews?.length) return null;
  return (
    <Grid>
      {reviews.slice(0, 6).map((review, index) => (
        <Review key={review._id}>
          <Reviewer>
            <Avatar style={{ backgroundColor: avatarColors[index] }} aria-hidden="true">
              {review.name.charAt(0).toUpperCase()}
            </Avatar>
            <div>
              <Text style={{ fontWeight: 600 }}>{review.name}</Text>
              <Stars rating={review.rating} />
            </div>
          </Reviewer>
          <Text look="body2" tone="secondary">
            {review.review}
          </Text>
        </Review>
      ))}
    </Grid>
  );
}
