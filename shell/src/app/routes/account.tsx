import styled from '@emotion/styled';
import { Button } from '@villa/shared/ui/kit';
import { LoginButton } from '@villa/shared/ui/login-button';
import { space } from '@villa/shared/ui/tokens';
import { useAuth } from '@villa/shared/state/auth';
import { Paragraph, TextPage } from './text-page.tsx';

const Details = styled.div({ display: 'grid', gap: space(1), marginBottom: space(3), p: { margin: 0 } });

export default function AccountPage() {
  const { isLoggedIn, user, clearAuth } = useAuth();
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
      <Button type="button" variant="outlined" onClick={clearAuth}>
        Log out
      </Button>
    </TextPage>
  );
}
