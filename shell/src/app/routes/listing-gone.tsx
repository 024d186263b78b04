import { ListingGone } from '@villa/shared/ui/listing-gone';
import { useServerAnswer } from '../server-answer.ts';

/** A unit or project the server answered 410 for: what the API said, and where to look instead. */
export default function ListingGonePage() {
  const { gonePath } = useServerAnswer();
  return gonePath ? <ListingGone gone={gonePath.gone} /> : null;
}
