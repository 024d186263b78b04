import { Link } from '@villa/shared/router';
import { Button, Container, Stack, Typography } from '@villa/shared/mui/core';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { paths } from '@villa/shared/lib/paths';
import { useAuth } from '@villa/shared/state/auth';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { CardGrid } from '../../../components/card-grid.tsx';
import { UnitCard } from '../../../components/unit-card.tsx';
import { useWishlist } from '../api/get-wishlist.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

function LoggedOut() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        Log in to see the villas you have saved and keep adding to them.
      </Typography>
      <Button
        variant="contained"
        onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ title: 'Login' }))}
      >
        Log in
      </Button>
    </Stack>
  );
}

function SavedUnits() {
  const { data: units, error, isLoading, mutate } = useWishlist();
  if (error) {
    return <StatusMessage kind="error" title={`Error: ${error.message}`} onRetry={() => void mutate()} />;
  }
  if (isLoading || !units) return <StatusMessage kind="loading" title="Loading..." />;
  if (units.length === 0) {
    return (
      <StatusMessage
        kind="empty"
        title="Your wishlist is empty"
        hint="Tap the heart on a villa to keep it here."
        action={
          <Button component={Link} to={paths.units()} variant="contained">
            Show All Villas
          </Button>
        }
      />
    );
  }
  return (
    <CardGrid label="Saved villas">
      {units.map((unit, index) => (
        <li key={unit._id}>
          <UnitCard unit={unit} action={<WishlistHeart unit={unit} />} priority={index < 2} />
        </li>
      ))}
    </CardGrid>
  );
}

/** /profile/wishlist: the logged-in user's saved villas (spec 2.1, 4). */
export function WishlistView() {
  const { isLoggedIn } = useAuth();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
        Wishlist
      </Typography>
      {isLoggedIn ? <SavedUnits /> : <LoggedOut />}
    </Container>
  );
}
