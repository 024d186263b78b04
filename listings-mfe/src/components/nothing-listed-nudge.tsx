import { useEndNudge } from '../hooks/use-list-scroll.ts';

/**
 * The end-of-list nudge (spec 2.2) where similar units were asked for and there are none: no list,
 * and the page counts as at its end. Its own chunk, as the hook's home (the virtual grid) is too.
 */
export default function NothingListedNudge() {
  useEndNudge(null, true);
  return null;
}
