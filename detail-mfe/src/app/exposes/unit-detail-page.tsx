import type { UnitDetailPageProps } from '@villa/shared/contracts/exposed-modules';
import { UnitDetail } from '../../features/unit/components/unit-detail.tsx';

/** detail/UnitDetailPage, mounted by the shell at /unit/:slug/. */
export default function UnitDetailPage({ slug }: UnitDetailPageProps) {
  // A new slug is a new page: start it fresh (gallery selection, calculator inputs, active tab).
  return <UnitDetail key={slug} slug={slug} />;
}
