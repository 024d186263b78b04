import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { Button } from '@villa/shared/ui/kit';

/** 'Log in', wherever a page asks for a login: it opens the enquiry remote's flow, which logs in. */
export function LoginButton() {
  return (
    <Button
      type="button"
      variant="contained"
      onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ title: 'Login' }))}
    >
      Log in
    </Button>
  );
}
