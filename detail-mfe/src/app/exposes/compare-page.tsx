import { unstable_serialize } from 'swr';
import { COMPARE_PARAM, slugsToCompare } from '@villa/api/contract/compare';
import type { ComparePageProps, LoadFirstScreen } from '@villa/shared/contracts/exposed-modules';
import { comparedUnitsKey, getComparedUnits } from '../../features/compare/api/get-compared-units.ts';
import { CompareView } from '../../features/compare/components/compare-view.tsx';

/** detail/ComparePage, mounted by the shell at /compare?units=…. */
export default function ComparePage(_props: ComparePageProps) {
  return <CompareView />;
}

/** For the server's first screen: the villas the address names (none asked for when it names none). */
export const loadFirstScreen: LoadFirstScreen = async ({ search }) => {
  const slugs = slugsToCompare(search.get(COMPARE_PARAM));
  if (slugs.length === 0) return {};
  return { [unstable_serialize(comparedUnitsKey(slugs))]: await getComparedUnits(slugs) };
};
