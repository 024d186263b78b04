import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import { useAtom, useAtomValue } from 'jotai';
import { Button, Spinner } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { appliedFiltersAtom, filterModalOpenAtom } from '../state/filter-store.ts';

// Only the button is first-load code. The chips come with the model once filters apply (never on
// the server's first screen: applied filters are restored after hydration), the modal and MUI
// when the buyer opens it.
const AppliedChips = lazy(() => import('./applied-chips.tsx'));
const loadModal = () => import('./filter-modal.tsx');
const FilterModal = lazy(loadModal);

/** Always one row tall, chips or not, so filters restored after hydration move nothing. */
const Bar = styled.div({ display: 'flex', alignItems: 'center', gap: space(1), minHeight: 40 });

/** The Filters button and the applied filters' chips above the listing. */
export function FilterBar() {
  const { filterJson } = useAtomValue(appliedFiltersAtom);
  const [modalOpen, setModalOpen] = useAtom(filterModalOpenAtom);
  return (
    <Bar>
      <Button
        type="button"
        variant="outlined"
        onClick={() => setModalOpen(true)}
        // Fetch the modal's code as soon as the buyer shows intent.
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-haspopup="dialog"
      >
        Filters
      </Button>
      {filterJson ? (
        <Suspense fallback={null}>
          <AppliedChips />
        </Suspense>
      ) : null}
      {modalOpen ? (
        <Suspense fallback={<Spinner size={24} label="Loading filters" />}>
          <FilterModal />
        </Suspense>
      ) : null}
    </Bar>
  );
}
