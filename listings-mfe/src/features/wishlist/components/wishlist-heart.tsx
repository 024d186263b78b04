import { lazy, Suspense } from 'react';
import { IconButton } from '@villa/shared/mui/core';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { HeartIcon, HeartOutlineIcon } from '@villa/shared/ui/icons';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle.ts';

const WishlistFailure = lazy(() => import('./wishlist-failure.tsx'));

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
        {inWishlist ? (
          <HeartIcon fontSize="small" sx={{ color: 'error.main' }} />
        ) : (
          <HeartOutlineIcon fontSize="small" sx={{ color: 'text.primary' }} />
        )}
      </IconButton>
      {failure !== null && (
        <Suspense fallback={null}>
          <WishlistFailure message={failure} onClose={dismissFailure} />
        </Suspense>
      )}
    </>
  );
}
