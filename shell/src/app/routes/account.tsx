import styled from '@emotion/styled';
import { Button } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { useAuth } from '@villa/shared/state/auth';
import { Paragraph, TextPage } from './text-page.tsx';

const Details = styled.div({ display: 'grid', gap: space(1), marginBottom: space(3), p: { margin: 0 } });

export default function AccountPage() {
  const { isLoggedIn, user, clearAuth } = useAuth();
  if (!isLoggedIn || !user) {
    return (
      <TextPage title="My Account">
        <Paragraph>Log in with your phone number to see your account and wishlist.</Paragraph>
        <Button
          type="button"
          variant="contained"
          onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ title: 'Login' }))}
        >
          Log in
        </Button>
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
