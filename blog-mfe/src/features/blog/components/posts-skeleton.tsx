import { Box, Card, Skeleton } from '@villa/shared/mui/core';

/** Text lines of a card: category, title (two lines), excerpt (three), meta. */
function CardLines() {
  return (
    <Box sx={{ p: 2 }}>
      <Skeleton width="30%" />
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="70%" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
      <Skeleton width="40%" sx={{ mt: 1 }} />
    </Box>
  );
}

/**
 * The posts section while its page loads: a featured card and a grid of cards the size of the real
 * ones, so that the sidebar below it (on phones) and the footer don't jump when the posts arrive.
 */
export function PostsSkeleton({ cards }: { cards: number }) {
  return (
    <Box role="status" aria-label="Loading posts...">
      <Card sx={{ mb: 3, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <Skeleton
          variant="rectangular"
          sx={{ width: { xs: '100%', md: '55%' }, height: 'auto', aspectRatio: '640 / 360' }}
        />
        <Box sx={{ flex: 1 }}>
          <CardLines />
        </Box>
      </Card>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index}>
            <Skeleton
              variant="rectangular"
              sx={{ width: '100%', height: 'auto', aspectRatio: '640 / 360' }}
            />
            <CardLines />
          </Card>
        ))}
      </Box>
    </Box>
  );
}
