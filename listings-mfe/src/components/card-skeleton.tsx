import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@villa/shared/mui/core';
import { cardGridSx } from './card-grid.tsx';

/**
 * Card heights below the picture, as the cards lay them out: padding 16 + title 22 + price 28 +
 * fact lines (20 and the 24 px RERA chip) + 8 px between lines + padding 16 + 2 px of border.
 */
export const CARD_BODY_HEIGHT = { units: 152, projects: 124 } as const;

export type CardKind = keyof typeof CARD_BODY_HEIGHT;

/** A fact line's stand-in: an icon-sized dot and a short bar of body text. */
function FactSkeleton({ width }: { width: number }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Skeleton variant="circular" width={20} height={20} />
      <Typography variant="body2">
        <Skeleton width={width} />
      </Typography>
    </Stack>
  );
}

/** The stand-in of a villa or project card, laid out as the card is so it is just as tall. */
export function CardSkeleton({ kind }: { kind: CardKind }) {
  const chip = <Skeleton variant="rounded" width={52} height={24} />;
  return (
    <Card>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 10' }} />
      {/* The cards' content is not their last child (the action area's focus highlight is). */}
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1}>
          <Typography variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
            <Skeleton width="70%" />
          </Typography>
          <Typography variant="subtitle1">
            <Skeleton width="35%" />
          </Typography>
          {kind === 'units' ? (
            <>
              <FactSkeleton width={96} />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FactSkeleton width={80} />
                <FactSkeleton width={80} />
                {chip}
              </Stack>
            </>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <FactSkeleton width={96} />
              {chip}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Cards standing in for a list's first page: a screenful, in the list's grid. */
export function CardGridSkeleton({ kind, count = 4 }: { kind: CardKind; count?: number }) {
  return (
    <Box sx={cardGridSx} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} kind={kind} />
      ))}
    </Box>
  );
}
