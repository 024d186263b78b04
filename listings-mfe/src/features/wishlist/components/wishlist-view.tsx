import styled from '@emotion/styled';
import { formatPrice } from '@villa/shared/format/price';
import { useAuth } from '@villa/shared/state/auth';
import { useListingPath } from '@villa/shared/state/remembered-city';
import { ButtonLink, Container, Text } from '@villa/shared/ui/kit';
import { LoginButton } from '@villa/shared/ui/login-button';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { CardGrid } from '../../../components/card-grid.tsx';
import { UnitCard } from '../../../components/unit-card.tsx';
import { useWishlist } from '../api/get-wishlist.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

const Page = styled(Container)({
  paddingBlock: space(2),
  [up('md')]: { paddingBlock: space(4) },
});

const Title = styled.h1({
  ...text.h1,
  fontSize: '1.5rem',
  marginBottom: space(2),
  [up('md')]: { fontSize: '2rem' },
});

/** Under a saved villa whose price fell since it was saved (docs/alerts.md). */
const priceDropText = (amount: string) => `${amount} less since you saved it`;

const PriceDrop = styled.p({
  ...text.body2,
  color: colors.success,
  fontWeight: 600,
  margin: `${space(1)} 0 0`,
});

const LoggedOutPrompt = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space(2),
});

function LoggedOut() {
  return (
    <LoggedOutPrompt>
      <Text tone="secondary">Log in to see the villas you have saved and keep adding to them.</Text>
      <LoginButton />
    </LoggedOutPrompt>
  );
}

function SavedUnits() {
  const { data: units, error, isLoading, mutate } = useWishlist();
  const listing = useListingPath();
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
          <ButtonLink to={listing} variant="contained">
            Show All Villas
          </ButtonLink>
        }
      />
    );
  }
  return (
    <CardGrid label="Saved villas">
      {units.map((unit, index) => (
        <li key={unit._id}>
          <UnitCard unit={unit} action={<WishlistHeart unit={unit} />} priority={index < 2} />
          {unit.saved_price ? (
            <PriceDrop>{priceDropText(formatPrice(unit.saved_price - unit.price))}</PriceDrop>
          ) : null}
        </li>
      ))}
    </CardGrid>
  );
}

/** /profile/wishlist: the logged-in user's saved villas (spec 2.1, 4). */
export function WishlistView() {
  const { isLoggedIn } = useAuth();
  return (
    <Page>
      <Title>Wishlist</Title>
      {isLoggedIn ? <SavedUnits /> : <LoggedOut />}
    </Page>
  );
}
