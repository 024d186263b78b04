import { lazy, Suspense } from 'react';
import { IconButton, SvgIcon } from '@villa/shared/mui/core';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle.ts';

const WishlistFailure = lazy(() => import('./wishlist-failure.tsx'));

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <SvgIcon aria-hidden fontSize="small" sx={{ color: filled ? 'error.main' : 'text.primary' }}>
      {filled ? (
        <path d="m12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z" />
      ) : (
        <path d="M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05" />
      )}
    </SvgIcon>
  );
}

/** The heart on a villa card: adds or removes the unit from the wishlist (spec 2.5, 4). */
export function WishlistHeart({ unit }: { unit: UnitSummary }) {
  const { inWishlist, failure, dismissFailure, toggle } = useWishlistToggle(unit);
  return (
    <>
      <IconButton
        aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
        onClick={toggle}
        sx={{
          bgcolor: 'rgba(255, 255, 255, 0.92)',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <HeartIcon filled={inWishlist} />
      </IconButton>
      {failure !== null && (
        <Suspense fallback={null}>
          <WishlistFailure message={failure} onClose={dismissFailure} />
        </Suspense>
      )}
    </>
  );
}
