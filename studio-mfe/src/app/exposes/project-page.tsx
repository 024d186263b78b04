import { lazy, Suspense } from 'react';
import type { StudioProjectPageProps } from '@villa/shared/contracts/exposed-modules';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { NEW_ID } from '../../lib/studio-paths.ts';

// One of two pages: the create form, or a project's page with its tables. Each loads only its own code.
const NewProject = lazy(() => import('../../features/catalogue/components/new-project.tsx'));
const ProjectOverview = lazy(() =>
  import('../../features/catalogue/components/project-page.tsx').then((module) => ({
    default: module.ProjectOverview,
  })),
);

/** `studio/ProjectPage`, route /studio/catalogue/{id}: a project's villas, status and editor (editors). */
export default function StudioProjectPageModule({ slug }: StudioProjectPageProps) {
  return (
    <StaffPage headTitle="Project" title="The catalogue" roles={['admin', 'editor']}>
      {() => (
        <Suspense fallback={<StatusMessage kind="loading" title="Loading the project…" />}>
          {slug === NEW_ID ? <NewProject /> : <ProjectOverview projectId={slug} />}
        </Suspense>
      )}
    </StaffPage>
  );
}
