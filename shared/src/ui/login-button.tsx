import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { Button } from '@villa/shared/ui/kit';

/** 'Log in', wherever a page asks for a login: it opens the enquiry remote's flow, which logs in. */
export function LoginButton() {
  return (
    <Button type="button" variant="contained" onClick={() => void openEnquiry({ title: 'Login' })}>
      Log in
    </Button>
  );
}
