import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { IconButton } from '@villa/shared/ui/kit';
import { HeartIcon, HeartOutlineIcon } from '@villa/shared/ui/icons';
import { colors } from '@villa/shared/ui/tokens';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle.ts';

// Its own chunk, with MUI's snackbar and theme: loaded only when a change fails.
const WishlistFailure = lazy(() => import('./wishlist-failure.tsx'));

/** A white disc over the picture: 8 px around a 20 px heart, with MUI's first elevation. */
const HeartButton = styled(IconButton)({
  width: 36,
  height: 36,
  backgroundColor: 'rgba(255, 255, 255, 0.92)',
  boxShadow:
    '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)',
  '&:hover': { backgroundColor: colors.paper },
});

/** The heart on a villa card: adds or removes the unit from the wishlist (spec 2.5, 4). */
export function WishlistHeart({ unit }: { unit: UnitSummary }) {
  const { inWishlist, failure, dismissFailure, toggle } = useWishlistToggle(unit);
  return (
    <>
      <HeartButton
        type="button"
        aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
        onClick={toggle}
      >
        {inWishlist ? (
          <HeartIcon fontSize="small" color={colors.error} />
        ) : (
          <HeartOutlineIcon fontSize="small" color={colors.text.primary} />
        )}
      </HeartButton>
      {failure !== null && (
        <Suspense fallback={null}>
          <WishlistFailure message={failure} onClose={dismissFailure} />
        </Suspense>
      )}
    </>
  );
}
