import { lazy } from 'react';
import type { Unit } from '@villa/shared/contracts/entities';
import { API_ERROR_NOTICES } from '@villa/shared/api/client';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { DetailSection } from '../../../components/detail-section.tsx';
import { LazySection } from '../../../components/lazy-section.tsx';
import {
  LazyAmenitiesList,
  LazyGalleryGrid,
  LazyPlanImages,
  LazySpecificationList,
} from '../../../components/lazy-sections.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { GoneListing, useGoneListing } from '../../../components/listing-gone.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { PageContainer } from '../../../components/page-layout.tsx';
import { PhotoGallery } from '../../../components/photo-gallery.tsx';
import { SectionTabs } from '../../../components/section-tabs.tsx';
import { sectionsFor, type SectionName } from '../../../config/sections.ts';
import { useUnit } from '../api/get-unit.ts';
import { UnitHead } from './unit-head.tsx';
import { UnitOverview } from './unit-overview.tsx';
import { UnitSummary } from './unit-summary.tsx';

const PricingSection = lazy(() =>
  import('./pricing-section.tsx').then((m) => ({ default: m.PricingSection })),
);
const EmiSection = lazy(() => import('./emi-section.tsx').then((m) => ({ default: m.EmiSection })));
const UnitLocation = lazy(() => import('./unit-location.tsx').then((m) => ({ default: m.UnitLocation })));

/** Sections with nothing to show are left out, tab and all. */
function hasContent(unit: Unit, name: SectionName): boolean {
  switch (name) {
    case 'Master Plan':
      return unit.master_plan.length > 0;
    case 'Unit Plan':
      return unit.floor_plans.length > 0;
    case 'Amenities':
      return unit.amenities.length > 0;
    case 'Gallery':
      return unit.gallery.length > 0;
    case 'Specification':
      return unit.specifications.length > 0;
    default:
      return true;
  }
}

function UnitSections({ unit, sections }: { unit: Unit; sections: readonly SectionName[] }) {
  const body = (name: SectionName) => {
    switch (name) {
      case 'Overview':
        return <UnitOverview unit={unit} />;
      case 'Master Plan':
        return <LazyPlanImages images={unit.master_plan} name={`${unit.name} master plan`} />;
      case 'Unit Plan':
        return <LazyPlanImages images={unit.floor_plans} name={`${unit.name} floor plan`} />;
      case 'Pricing':
        return <PricingSection unit={unit} />;
      case 'EMI':
        return <EmiSection price={unit.price} />;
      case 'Amenities':
        return <LazyAmenitiesList amenities={unit.amenities} />;
      case 'Gallery':
        return <LazyGalleryGrid images={unit.gallery} name={unit.name} />;
      case 'Specification':
        return <LazySpecificationList specifications={unit.specifications} />;
      case 'Location':
        return <UnitLocation unit={unit} />;
      default:
        return null;
    }
  };
  return (
    <>
      {sections.map((name) => (
        <DetailSection key={name} name={name}>
          {name === 'Overview' ? body(name) : <LazySection name={name}>{body(name)}</LazySection>}
        </DetailSection>
      ))}
    </>
  );
}

/** /unit/{slug}/: a villa with its sections (spec 2.4). */
export function UnitDetail({ slug }: { slug: string }) {
  const { data: unit, error, mutate } = useUnit(slug);
  const gone = useGoneListing('unit', slug, error);
  if (slug.trim() === '') return <LoadError message={API_ERROR_NOTICES.unitSlugRequired} />;
  if (error?.status === 404) return <NotFound kind="villa" />;
  if (gone) return <GoneListing gone={gone} />;
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!unit) return <StatusMessage kind="loading" title="Loading..." />;

  const sections = sectionsFor('unit').filter((name) => hasContent(unit, name));
  return (
    <PageContainer>
      <UnitHead unit={unit} />
      <UnitSummary unit={unit} />
      <PhotoGallery images={unit.gallery} name={unit.name} />
      <SectionTabs sections={sections} />
      <UnitSections unit={unit} sections={sections} />
    </PageContainer>
  );
}
