import { lazy } from 'react';
import type { PublicUnit } from '@villa/shared/contracts/entities';
import { API_ERROR_NOTICES } from '@villa/shared/api/client';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { DetailSection } from '../../../components/detail-section.tsx';
import { LazySection } from '../../../components/lazy-section.tsx';
import { LazyAmenitiesList, LazyGalleryGrid } from '../../../components/lazy-sections.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { GoneListing, useGoneListing } from '../../../components/listing-gone.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { PageContainer } from '../../../components/page-layout.tsx';
import { PhotoGallery } from '../../../components/photo-gallery.tsx';
import { SectionTabs } from '../../../components/section-tabs.tsx';
import { sectionsFor, type SectionName } from '../../../config/sections.ts';
import { useUnit } from '../api/get-unit.ts';
import { useUnitGate } from '../hooks/use-unit-gate.ts';
import { isLocked, LOCKED_SECTION_CLASS } from './locked-sections.ts';
import { UnitHead } from './unit-head.tsx';
import { UnitOverview } from './unit-overview.tsx';
import { UnitSummary } from './unit-summary.tsx';

const EmiSection = lazy(() => import('./emi-section.tsx').then((m) => ({ default: m.EmiSection })));
// Each locked section loads as it comes near: its lock for a visitor, its content (with the code that
// asks for it) only for a logged-in buyer.
const LockedSection = lazy(() => import('./locked-section.tsx').then((m) => ({ default: m.LockedSection })));
const UnlockedSection = lazy(() =>
  import('./unlocked-section.tsx').then((m) => ({ default: m.UnlockedSection })),
);

/** Sections with nothing to show are left out, tab and all; the locked ones by their counts. */
function hasContent(unit: PublicUnit, name: SectionName): boolean {
  switch (name) {
    case 'Master Plan':
      return unit.locked.master_plan > 0;
    case 'Unit Plan':
      return unit.locked.floor_plans > 0;
    case 'Amenities':
      return unit.amenities.length > 0;
    case 'Gallery':
      return unit.gallery.length > 0;
    case 'Specification':
      return unit.locked.specifications > 0;
    default:
      return true;
  }
}

function UnitSections({ unit, sections }: { unit: PublicUnit; sections: readonly SectionName[] }) {
  const { isLoggedIn, unlock } = useUnitGate(unit);
  const body = (name: SectionName) => {
    if (isLocked(name)) {
      return (
        <LazySection name={name}>
          {isLoggedIn ? (
            <UnlockedSection name={name} unit={unit} />
          ) : (
            <LockedSection name={name} unit={unit} onUnlock={unlock} />
          )}
        </LazySection>
      );
    }
    switch (name) {
      case 'Overview':
        return <UnitOverview unit={unit} />;
      case 'EMI':
        return (
          <LazySection name={name}>
            <EmiSection price={unit.price} />
          </LazySection>
        );
      case 'Amenities':
        return (
          <LazySection name={name}>
            <LazyAmenitiesList amenities={unit.amenities} />
          </LazySection>
        );
      case 'Gallery':
        return (
          <LazySection name={name}>
            <LazyGalleryGrid images={unit.gallery} name={unit.name} />
          </LazySection>
        );
      default:
        return null;
    }
  };
  return (
    <>
      {sections.map((name) => (
        <DetailSection key={name} name={name} className={isLocked(name) ? LOCKED_SECTION_CLASS : undefined}>
          {body(name)}
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
