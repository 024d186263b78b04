import { Button, Stack, Typography } from '@villa/shared/mui/core';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { useAuth } from '@villa/shared/state/auth';
import { TextPage } from './text-page.tsx';

export default function AccountPage() {
  const { isLoggedIn, user, clearAuth } = useAuth();
  if (!isLoggedIn || !user) {
    return (
      <TextPage title="My Account">
        <Typography sx={{ mb: 2 }}>
          Log in with your phone number to see your account and wishlist.
        </Typography>
        <Button
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
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography>Name: {user.name}</Typography>
        <Typography>Email: {user.email}</Typography>
        <Typography>Phone: {user.phone_number}</Typography>
      </Stack>
      <Button variant="outlined" onClick={clearAuth}>
        Log out
      </Button>
    </TextPage>
  );
}
