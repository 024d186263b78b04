import { useEffect, useState } from 'react';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { onVillaEvent } from '@villa/shared/contracts/events';
import { RemoteSlot } from '../../components/remote-slot.tsx';

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
  return <RemoteSlot id="enquiry/EnquiryHost" props={{ initialRequest }} loading={null} />;
}
