import { useState } from 'react';
import styled from '@emotion/styled';
import { API_ERRORS, apiRequest } from '@villa/shared/api/client';
import { Button } from '@villa/shared/ui/kit';
import { LoginButton } from '@villa/shared/ui/login-button';
import { space } from '@villa/shared/ui/tokens';
import { useAuth } from '@villa/shared/state/auth';
import { Paragraph, TextPage } from './text-page.tsx';

const Details = styled.div({ display: 'grid', gap: space(1), marginBottom: space(3), p: { margin: 0 } });

export default function AccountPage() {
  const { isLoggedIn, user, clearAuth } = useAuth();
  const [loggingOut, setLoggingOut] = useState(false);

  // The server revokes the session; the browser forgets it whatever the answer, since a buyer who
  // asked to log out must be logged out on this device even when offline.
  const logOut = async () => {
    setLoggingOut(true);
    await apiRequest('/auth/users/logout', { method: 'POST', defaultMessage: API_ERRORS.logout }).catch(
      () => undefined,
    );
    clearAuth();
  };

  if (!isLoggedIn || !user) {
    return (
      <TextPage title="My Account">
        <Paragraph>Log in with your phone number to see your account and wishlist.</Paragraph>
        <LoginButton />
      </TextPage>
    );
  }
  return (
    <TextPage title="My Account">
      <Details>
        <p>Name: {user.name}</p>
        <p>Email: {user.email}</p>
        <p>Phone: {user.phone_number}</p>
      </Details>
      <Button type="button" variant="outlined" onClick={() => void logOut()} disabled={loggingOut}>
        Log out
      </Button>
    </TextPage>
  );
}
