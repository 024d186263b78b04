import { useFilters } from '../hooks/use-filters.ts';
import { ChipRow } from './chip-row.tsx';

/** The applied filters as chips: a click opens the modal, the cross removes that filter (spec 4). */
export default function AppliedChips() {
  const filters = useFilters();
  return (
    <ChipRow chips={filters.chips} onOpen={() => filters.setModalOpen(true)} onRemove={filters.removeChip} />
  );
}
