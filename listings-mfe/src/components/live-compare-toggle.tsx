import type { UnitSummary } from '@villa/shared/contracts/entities';
import { toggleCompared, useCompareState } from '@villa/shared/state/compare';
import { createIcon } from '@villa/shared/ui/icons';
import { colors } from '@villa/shared/ui/tokens';
import { CornerButton } from './card-layout.tsx';

/** Material's "compare": two panes and a divider. */
const CompareIcon = createIcon(
  'M10 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h5v2h2V1h-2zm0 15H5l5-6zm9-15h-5v2h5v13l-5-6v9h5c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
  'CompareIcon',
);

const PICKED = { backgroundColor: colors.primary.main, color: colors.primary.contrastText };

/**
 * The compare toggle with the compare state: filled when the villa is picked. A fifth villa is
 * refused, and the tray says why.
 */
export function LiveCompareToggle({ unit }: { unit: UnitSummary }) {
  const picked = useCompareState().villas.some((villa) => villa.slug === unit.slug);
  return (
    <CornerButton
      type="button"
      aria-label={picked ? 'Remove from compare' : 'Add to compare'}
      onClick={() => toggleCompared(unit)}
      style={picked ? PICKED : undefined}
    >
      <CompareIcon fontSize="small" />
    </CornerButton>
  );
}
