// What the account page shows a logged-in buyer under their details: their relationship manager, their
// SMS alerts and 'Delete my data'. Its own chunk: the server renders the page logged out (the login is in the
// browser's storage), so a first load carries none of this, and a logged-in buyer gets it next.
import type { User } from '@villa/shared/contracts/entities';
import type { ErasureReceiptData } from '../api/erase-my-data.ts';
import { DeleteMyData } from './delete-my-data.tsx';
import { MyAlertsSection } from './my-alerts.tsx';
import { RelationshipManagerSection } from './relationship-manager.tsx';

export interface BuyerAccountProps {
  /** The logged-in buyer; null once an erasure has logged them out (the receipt stays). */
  user: User | null;
  receipt: ErasureReceiptData | null;
  onErased: (receipt: ErasureReceiptData) => void;
}

export default function BuyerAccount({ user, receipt, onErased }: BuyerAccountProps) {
  return (
    <>
      {user ? <RelationshipManagerSection userId={user._id} /> : null}
      {user ? <MyAlertsSection userId={user._id} /> : null}
      <DeleteMyData phone={user?.phone_number ?? null} receipt={receipt} onErased={onErased} />
    </>
  );
}
