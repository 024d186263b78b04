import { lazy, Suspense, useState } from 'react';
import { Backdrop } from '@villa/shared/mui/overlays';
import { CircularProgress } from '@villa/shared/mui/core';
import { useVillaEvent, type EnquiryOpenRequest } from '@villa/shared/contracts/events';
import type { EnquiryHostProps } from '@villa/shared/contracts/exposed-modules';
import { useAuth } from '@villa/shared/state/auth';
import { MuiTheme } from '@villa/shared/ui/mui-theme';

// Kept tiny on purpose: the shell mounts this on every page, and the dialog (with its form, country
// list and date picker) downloads only when someone opens an enquiry. The shell provides no MUI
// theme: the dialog wraps itself in <MuiTheme>, and so does this fallback.
const EnquiryDialog = lazy(() => import('./enquiry-dialog.tsx'));

interface OpenEnquiry {
  request: EnquiryOpenRequest;
  open: boolean;
  /** Each opening starts a fresh form. */
  session: number;
}

/**
 * Opens the enquiry dialog whenever any app emits `enquiry:open` (and at once for `initialRequest`,
 * a request made before the shell had mounted the host). Renders nothing until then.
 */
export function EnquiryHost({ initialRequest }: EnquiryHostProps) {
  const [enquiry, setEnquiry] = useState<OpenEnquiry | null>(() =>
    initialRequest ? { request: initialRequest, open: true, session: 1 } : null,
  );

  const { user } = useAuth();

  useVillaEvent('enquiry:open', (request) => {
    // A logged-in buyer with a phone skips the form (spec 4): the sender loads only then.
    if (user?.phone?.code && user.phone.number) {
      void import('../lib/send-user-interest.ts').then(({ sendUserInterestOnce }) =>
        sendUserInterestOnce(user, request),
      );
      return;
    }
    setEnquiry((current) => ({ request, open: true, session: (current?.session ?? 0) + 1 }));
  });

  if (!enquiry) return null;
  return (
    <Suspense
      fallback={
        <MuiTheme>
          <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
            <CircularProgress color="inherit" aria-label="Loading the enquiry form" />
          </Backdrop>
        </MuiTheme>
      }
    >
      <EnquiryDialog
        key={enquiry.session}
        open={enquiry.open}
        request={enquiry.request}
        onClose={() => setEnquiry((current) => current && { ...current, open: false })}
      />
    </Suspense>
  );
}
