import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import styled from '@emotion/styled';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { space, text } from '@villa/shared/ui/tokens';
import { RemoteErrorBoundary } from '../../../components/remote-error-boundary.tsx';
import type { ErasureReceiptData } from '../api/erase-my-data.ts';
import type { ErasureDialogProps } from './erasure-dialog.tsx';
import { ErasureReceipt, RECEIPT_TEXTS } from './erasure-receipt.tsx';

// MUI's dialog and the forms kit come with the dialog, on intent: pointing at, touching or focusing
// the button starts the download, pressing it opens the dialog.
const loadDialog = () => import('./erasure-dialog.tsx');

export const DELETE_TEXTS = {
  title: 'Delete my data',
  intro:
    'Under the Digital Personal Data Protection Act, 2023, you can have us erase your personal data. We check it is you with a code by SMS first.',
  button: 'Delete my data',
  loadFailed: "We couldn't open this right now. Please try again.",
} as const;

const Section = styled.section({ marginTop: space(5) });

const Heading = styled.h2({ ...text.h6, marginBottom: space(1), '&:focus': { outline: 'none' } });

const Receipt = styled(Card)({ padding: space(2.5), boxShadow: 'none' });

export interface DeleteMyDataProps {
  /** The logged-in buyer's phone (where the code goes), or null once they are logged out. */
  phone: string | null;
  /** Kept by the page, so it stays on screen after the logout. */
  receipt: ErasureReceiptData | null;
  onErased: (receipt: ErasureReceiptData) => void;
}

/** 'Delete my data' (DPDP Act 2023): the button, its dialog on intent, then the receipt in the page. */
export function DeleteMyData({ phone, receipt, onErased }: DeleteMyDataProps) {
  // Each opening takes a new lazy component: React keeps the failure of a download that failed.
  const [dialog, setDialog] = useState<{ opening: number; Dialog: ComponentType<ErasureDialogProps> } | null>(
    null,
  );
  const receiptTitle = useRef<HTMLHeadingElement>(null);
  const prefetch = () => void loadDialog().catch(() => undefined);
  const openDialog = () =>
    setDialog((current) => ({ opening: (current?.opening ?? 0) + 1, Dialog: lazy(loadDialog) }));

  // The dialog closed over the receipt: the focus goes to the same receipt in the page (the button
  // the dialog would give it back to is gone).
  useEffect(() => {
    if (!dialog && receipt) receiptTitle.current?.focus();
  }, [dialog, receipt]);

  return (
    <Section aria-labelledby="delete-my-data-title">
      {receipt ? (
        <Receipt>
          <Heading id="delete-my-data-title" ref={receiptTitle} tabIndex={-1}>
            {RECEIPT_TEXTS.title}
          </Heading>
          <ErasureReceipt receipt={receipt} />
        </Receipt>
      ) : (
        <>
          <Heading id="delete-my-data-title">{DELETE_TEXTS.title}</Heading>
          <Text look="body2" tone="secondary" style={{ marginBottom: space(2) }}>
            {DELETE_TEXTS.intro}
          </Text>
          <Button
            type="button"
            variant="outlined"
            onPointerEnter={prefetch}
            onTouchStart={prefetch}
            onFocus={prefetch}
            onClick={openDialog}
          >
            {DELETE_TEXTS.button}
          </Button>
        </>
      )}
      {dialog ? (
        <RemoteErrorBoundary
          key={dialog.opening}
          name="erasure dialog"
          fallback={() => (
            <Text role="alert" look="body2" tone="error" style={{ marginTop: space(1) }}>
              {DELETE_TEXTS.loadFailed}
            </Text>
          )}
        >
          <Suspense fallback={null}>
            <dialog.Dialog
              phoneEnding={phone ? phone.replace(/\D/g, '').slice(-4) : null}
              onClose={() => setDialog(null)}
              onErased={onErased}
            />
          </Suspense>
        </RemoteErrorBoundary>
      ) : null}
    </Section>
  );
}
