import { lazy, Suspense } from 'react';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { HeartIcon, HeartOutlineIcon } from '@villa/shared/ui/icons';
import { colors } from '@villa/shared/ui/tokens';
import { CornerButton } from '../../../components/card-layout.tsx';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle.ts';

// Its own chunk, with MUI's snackbar and theme: loaded only when a change fails.
const WishlistFailure = lazy(() => import('./wishlist-failure.tsx'));

/** The heart on a villa card: adds or removes the unit from the wishlist (spec 2.5, 4). */
export function WishlistHeart({ unit }: { unit: UnitSummary }) {
  const { inWishlist, failure, dismissFailure, toggle } = useWishlistToggle(unit);
  return (
    <>
      <CornerButton
        type="button"
        aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
        onClick={toggle}
      >
        {inWishlist ? (
          <HeartIcon fontSize="small" color={colors.error} />
        ) : (
          <HeartOutlineIcon fontSize="small" color={colors.text.primary} />
        )}
      </CornerButton>
      {failure !== null && (
        <Suspense fallback={null}>
          <WishlistFailure message={failure} onClose={dismissFailure} />
        </Suspense>
      )}
    </>
  );
}
