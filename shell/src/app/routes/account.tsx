import { MY_PLACES_PATH } from '@villa/api/contract/my-places';
import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import { API_ERRORS, apiRequest } from '@villa/shared/api/client';
import { Link } from '@villa/shared/router';
import { Button, Skeleton } from '@villa/shared/ui/kit';
import { LoginButton } from '@villa/shared/ui/login-button';
import { space } from '@villa/shared/ui/tokens';
import { useAuth } from '@villa/shared/state/auth';
import type { ErasureReceiptData } from '../../features/account/api/erase-my-data.ts';
import { PROMISE_TEXT } from '../../features/account/promise.ts';
import { Paragraph, TextPage } from './text-page.tsx';

// The logged-in part (the manager, 'Delete my data') loads once a login is known: never on a first
// load, which the server renders logged out. A failed download is the page's (lazy-page.tsx: Retry).
const BuyerAccount = lazy(() => import('../../features/account/components/buyer-account.tsx'));

const Details = styled.div({ display: 'grid', gap: space(1), marginBottom: space(3), p: { margin: 0 } });

export default function AccountPage() {
  const { isLoggedIn, user, clearAuth } = useAuth();
  const [loggingOut, setLoggingOut] = useState(false);
  // An erasure's receipt: the page keeps it on screen after the logout that follows.
  const [receipt, setReceipt] = useState<ErasureReceiptData | null>(null);
  const loggedInUser = isLoggedIn ? user : null;

  // The server revokes the session; the browser forgets it whatever the answer, since a buyer who
  // asked to log out must be logged out on this device even when offline.
  const logOut = async () => {
    setLoggingOut(true);
    await apiRequest('/auth/users/logout', { method: 'POST', defaultMessage: API_ERRORS.logout }).catch(
      () => undefined,
    );
    clearAuth();
  };

  // The server revoked every session with the erasure: forget the login here, as a logout does. The
  // receipt is set first, so the part showing it stays mounted through the logout.
  const onErased = (erased: ErasureReceiptData) => {
    setReceipt(erased);
    clearAuth();
  };

  return (
    <TextPage title="My Account">
      {loggedInUser ? (
        <Details>
          <p>Name: {loggedInUser.name}</p>
          <p>Email: {loggedInUser.email}</p>
          <p>Phone: {loggedInUser.phone_number}</p>
        </Details>
      ) : receipt ? null : (
        <Paragraph>Log in with your phone number to see your account and wishlist.</Paragraph>
      )}
      <Paragraph>{PROMISE_TEXT}</Paragraph>
      <Paragraph>
        <Link to={MY_PLACES_PATH}>My places</Link>: your office, school or family, and the drive to each from
        every villa.
      </Paragraph>
      {loggedInUser ? (
        <Button type="button" variant="outlined" onClick={() => void logOut()} disabled={loggingOut}>
          Log out
        </Button>
      ) : receipt ? null : (
        <LoginButton />
      )}
      {loggedInUser || receipt ? (
        // About the manager's section's height, so the wait moves little.
        <Suspense fallback={<Skeleton shape="rounded" height={168} style={{ marginTop: 32 }} />}>
          <BuyerAccount user={loggedInUser} receipt={receipt} onErased={onErased} />
        </Suspense>
      ) : null}
    </TextPage>
  );
}
