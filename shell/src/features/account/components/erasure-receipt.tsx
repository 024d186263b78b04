import styled from '@emotion/styled';
import { formatBlogDate, toKolkataIso } from '@villa/shared/format/date';
import { Text } from '@villa/shared/ui/kit';
import { space, text } from '@villa/shared/ui/tokens';
import type { ErasureReceiptData } from '../api/erase-my-data.ts';

export const RECEIPT_TEXTS = {
  title: 'Your data is deleted',
  keep: 'Keep this reference: quote it if you ever ask us about this deletion.',
  loggedOut: 'You are logged out on every device.',
} as const;

/** 'Nov 27, 2026 at 16:02 IST': the time in India, where the buyer and the team are. */
export const erasedAt = (at: string) => `${formatBlogDate(at)} at ${toKolkataIso(at).slice(11, 16)} IST`;

const Reference = styled.p({
  ...text.body1,
  marginBottom: space(0.5),
  overflowWrap: 'anywhere',
  strong: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: '0.04em' },
});

const Erased = styled.ul({ ...text.body2, margin: space(0.5, 0, 1.5), paddingInlineStart: space(2.5) });

/** The receipt of an erasure, under its caller's title: the reference to quote, when, and what went. */
export function ErasureReceipt({ receipt }: { receipt: ErasureReceiptData }) {
  return (
    <>
      <Reference>
        Reference: <strong>{receipt.reference}</strong>
      </Reference>
      <Text look="body2" tone="secondary" style={{ marginBottom: space(1.5) }}>
        {RECEIPT_TEXTS.keep}
      </Text>
      <Text look="body2">Deleted on {erasedAt(receipt.erased_at)}:</Text>
      <Erased>
        {receipt.erased.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Erased>
      <Text look="body2">{RECEIPT_TEXTS.loggedOut}</Text>
    </>
  );
}
