import { lazy, Suspense, useEffect, useState } from 'react';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { ENQUIRY_HOST_ATTRIBUTE, onVillaEvent } from '@villa/shared/contracts/events';
import { RemoteSlot } from '../../components/remote-slot.tsx';

const EnquiryUnavailable = lazy(() => import('./enquiry-unavailable.tsx'));

/**
 * Mounts the enquiry remote's modal host once for the whole site, at the first 'enquiry:open':
 * its code is no part of any page's first load (DESIGN.md section 9). The request that woke it is
 * handed over as `initialRequest`.
 */
export function EnquiryMount() {
  const [mounted, setMounted] = useState(false);
  const [initialRequest, setInitialRequest] = useState<EnquiryOpenRequest | undefined>();

  // A partner embed's <villa-enquiry> placed on our own pages hands its enquiry to this host.
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(ENQUIRY_HOST_ATTRIBUTE, '');
    return () => root.removeAttribute(ENQUIRY_HOST_ATTRIBUTE);
  }, []);

  useEffect(() => {
    if (mounted) return;
    const stop = onVillaEvent('enquiry:open', (request) => {
      setInitialRequest(request);
      setMounted(true);
    });
    return stop;
  }, [mounted]);

  if (!mounted) return null;
  return (
    <RemoteSlot
      id="enquiry/EnquiryHost"
      props={{ initialRequest }}
      loading={null}
      unavailable={(retry, remote) => (
        <Suspense fallback={null}>
          <EnquiryUnavailable remote={remote} initiallyOpen={initialRequest !== undefined} onRetry={retry} />
        </Suspense>
      )}
    />
  );
}
