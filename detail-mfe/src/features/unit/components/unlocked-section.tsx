import type { PublicUnit } from '@villa/shared/contracts/entities';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { LazyPlanImages, LazySpecificationList } from '../../../components/lazy-sections.ts';
import { sectionTitle } from '../../../config/sections.ts';
import { useUnitDetails } from '../api/get-unit-details.ts';
import type { LockedSectionName } from './locked-sections.ts';
import { PricingSection } from './pricing-section.tsx';
import { UnitLocation } from './unit-location.tsx';

/**
 * A locked section for a logged-in buyer: its part of GET …/details, asked for with their token (one
 * request for all five sections). Its code loads only for a logged-in buyer.
 */
export function UnlockedSection({ name, unit }: { name: LockedSectionName; unit: PublicUnit }) {
  const { data: details, error, mutate } = useUnitDetails(unit.slug, true);
  const title = sectionTitle(name);
  if (error) {
    return (
      <StatusMessage
        kind="error"
        title={`Failed to load ${title} section`}
        onRetry={() => void mutate()}
        dense
      />
    );
  }
  if (!details) return <StatusMessage kind="loading" title={`Loading ${title}...`} dense />;
  switch (name) {
    case 'Master Plan':
      return <LazyPlanImages images={details.master_plan} name={`${unit.name} master plan`} />;
    case 'Unit Plan':
      return <LazyPlanImages images={details.floor_plans} name={`${unit.name} floor plan`} />;
    case 'Pricing':
      return <PricingSection unit={unit} charges={details.charges} />;
    case 'Specification':
      return <LazySpecificationList specifications={details.specifications} />;
    case 'Location':
      return <UnitLocation unit={unit} />;
  }
}
