import { useEffect, useState } from 'react';
import { Dialog } from '@mui/material';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { onVillaEvent, useVillaEvent } from '@villa/shared/contracts/events';
import { RemoteSlot, SlotUnavailable } from '../../components/remote-slot.tsx';

/**
 * Mounts the enquiry remote's modal host once for the whole site. It loads after the page is idle
 * (or at the first 'enquiry:open'), so it never competes with the first paint; a request made
 * before it arrived is handed over as `initialRequest`.
 */
export function EnquiryMount() {
  const [mounted, setMounted] = useState(false);
  const [initialRequest, setInitialRequest] = useState<EnquiryOpenRequest | undefined>();

  useEffect(() => {
    if (mounted) return;
    const stop = onVillaEvent('enquiry:open', (request) => {
      setInitialRequest(request);
      setMounted(true);
    });
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setMounted(true), { timeout: 4000 })
      : window.setTimeout(() => setMounted(true), 2000);
    return () => {
      stop();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [mounted]);

  if (!mounted) return null;
  return (
    <RemoteSlot
      id="enquiry/EnquiryHost"
      props={{ initialRequest }}
      loading={null}
      unavailable={(retry) => (
        <EnquiryUnavailable initiallyOpen={initialRequest !== undefined} onRetry={retry} />
      )}
    />
  );
}

/** The host is invisible, so its failure stays quiet until a buyer actually asks to enquire. */
function EnquiryUnavailable({ initiallyOpen, onRetry }: { initiallyOpen: boolean; onRetry: () => void }) {
  const [open, setOpen] = useState(initiallyOpen);
  useVillaEvent('enquiry:open', () => setOpen(true));
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-label="Enquiry form unavailable">
      <SlotUnavailable remote="enquiry" onRetry={onRetry} />
    </Dialog>
  );
}
