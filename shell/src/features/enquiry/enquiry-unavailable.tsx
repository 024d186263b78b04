import { useState } from 'react';
import { Dialog } from '@villa/shared/mui/overlays';
import { useVillaEvent } from '@villa/shared/contracts/events';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { SlotUnavailable } from '../../components/remote-slot.tsx';

/** The host is invisible, so its failure stays quiet until a buyer actually asks to enquire. */
export default function EnquiryUnavailable({
  remote,
  initiallyOpen,
  onRetry,
}: {
  /** The remote of the enquiry host's module id, as the slot found it. */
  remote: string;
  initiallyOpen: boolean;
  onRetry: () => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  useVillaEvent('enquiry:open', () => setOpen(true));
  return (
    <MuiTheme>
      <Dialog open={open} onClose={() => setOpen(false)} aria-label="Enquiry form unavailable">
        <SlotUnavailable remote={remote} onRetry={onRetry} />
      </Dialog>
    </MuiTheme>
  );
}
