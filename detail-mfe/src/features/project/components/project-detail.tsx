import { lazy } from 'react';
import type { Project } from '@villa/shared/contracts/entities';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { locationName } from '@villa/shared/format/unit';
import { DetailSection } from '../../../components/detail-section.tsx';
import { LazySection } from '../../../components/lazy-section.tsx';
import {
  LazyAmenitiesList,
  LazyGalleryGrid,
  LazyLocationDetails,
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
import { PROJECT_SLUG_REQUIRED, useProject } from '../../../lib/get-project.ts';
import { ProjectHead } from './project-head.tsx';
import { ProjectHighlights } from './project-highlights.tsx';
import { ProjectOverview } from './project-overview.tsx';
import { ProjectSummary } from './project-summary.tsx';
import { VirtualTour } from './virtual-tour.tsx';

const AvailableVillas = lazy(() =>
  import('./available-villas.tsx').then((m) => ({ default: m.AvailableVillas })),
);

/** Sections with nothing to show are left out, tab and all. */
function hasContent(project: Project, name: SectionName): boolean {
  switch (name) {
    case 'Project Highlights':
      return project.highlights.length > 0;
    case 'Master Plan':
      return project.master_plan.length > 0;
    case 'Unit Plan':
      return project.floor_plans.length > 0;
    case 'Amenities':
      return project.amenities.length > 0;
    case 'Gallery':
      return project.gallery.length > 0;
    case 'Virtual Tour':
      return Boolean(project.virtual_tour_url);
    case 'Specification':
      return project.specifications.length > 0;
    default:
      return true;
  }
}

/** Light sections render at once; the rest load on demand inside a LazySection. */
const EAGER: readonly SectionName[] = ['Overview', 'Project Highlights', 'Virtual Tour'];

function sectionBody(project: Project, name: SectionName) {
  switch (name) {
    case 'Overview':
      return <ProjectOverview project={project} />;
    case 'Project Highlights':
      return <ProjectHighlights highlights={project.highlights} />;
    case 'Master Plan':
      return <LazyPlanImages images={project.master_plan} name={`${project.name} master plan`} />;
    case 'Unit Plan':
      return <LazyPlanImages images={project.floor_plans} name={`${project.name} villa plan`} />;
    case 'Units Available':
      return <AvailableVillas projectSlug={project.slug} city={project.city.name} />;
    case 'Amenities':
      return <LazyAmenitiesList amenities={project.amenities} />;
    case 'Gallery':
      return <LazyGalleryGrid images={project.gallery} name={project.name} />;
    case 'Virtual Tour':
      return project.virtual_tour_url ? (
        <VirtualTour url={project.virtual_tour_url} name={project.name} />
      ) : null;
    case 'Specification':
      return <LazySpecificationList specifications={project.specifications} />;
    case 'Location':
      return (
        <LazyLocationDetails
          locationName={locationName(project.location)}
          cityName={project.city.name}
          coordinates={project.cordinates.coordinates}
          projectSlug={project.slug}
        />
      );
    default:
      return null;
  }
}

/** /project/{slug}/: a villa project with its sections (spec 2.4). */
export function ProjectDetail({ slug }: { slug: string }) {
  const { data: project, error, mutate } = useProject(slug);
  const gone = useGoneListing('project', slug, error);
  if (slug.trim() === '') return <LoadError message={PROJECT_SLUG_REQUIRED} />;
  if (error?.status === 404) return <NotFound kind="project" />;
  if (gone) return <GoneListing gone={gone} />;
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!project) return <StatusMessage kind="loading" title="Loading..." />;

  const sections = sectionsFor('project').filter((name) => hasContent(project, name));
  return (
    <PageContainer>
      <ProjectHead project={project} />
      <ProjectSummary project={project} />
      <PhotoGallery images={project.gallery} name={project.name} />
      <SectionTabs sections={sections} />
      {sections.map((name) => (
        <DetailSection key={name} name={name}>
          {EAGER.includes(name) ? (
            sectionBody(project, name)
          ) : (
            <LazySection name={name}>{sectionBody(project, name)}</LazySection>
          )}
        </DetailSection>
      ))}
    </PageContainer>
  );
}
