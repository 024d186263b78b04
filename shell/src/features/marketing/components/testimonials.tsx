import { useMemo } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@villa/shared/mui/core';
import { Avatar } from '@villa/shared/mui/display';
import { Rating } from '@villa/shared/mui/data';
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

export function Testimonials() {
  const { data, error, isLoading } = useReviews();
  const reviews = data?.data;
  const colors = useMemo(
    () => (reviews ?? []).map(() => AVATAR_COLORS[Math.floor(Math.random() * AVATAR_COLORS.length)]),
    [reviews],
  );
  if (isLoading) return <StatusMessage kind="loading" title="Loading reviews…" />;
  if (error) return <StatusMessage kind="error" title={`Error: ${(error as Error).message}`} />;
  if (!reviews?.length) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {reviews.slice(0, 6).map((review, index) => (
        <Card key={review._id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Avatar sx={{ bgcolor: colors[index] }} aria-hidden="true">
                {review.name.charAt(0).toUpperCase()}
              </Avatar>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{review.name}</Typography>
                <Rating
                  value={review.rating}
                  readOnly
                  size="small"
                  aria-label={`${review.rating} out of 5 stars`}
                />
              </Box>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {review.review}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
