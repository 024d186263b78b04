// /studio/catalogue/new (editors): the create form, then the new draft's page. A module of its own:
// the create form needs none of a project page's tables.
import { lazy, Suspense } from 'react';
import { useNavigate } from '@villa/shared/router';
import { Text } from '@villa/shared/ui/kit';
import { projectPath } from '../../../lib/studio-paths.ts';
import { useCatalogueChanged } from '../api/catalogue-api.ts';
import { BackToCatalogue, PartLoading, Section } from './catalogue-layout.tsx';

const ProjectForm = lazy(() =>
  import('./project-form.tsx').then((module) => ({ default: module.ProjectForm })),
);

/** /studio/catalogue/new: the create form; the new draft's page once it is saved. */
export default function NewProject() {
  const navigate = useNavigate();
  const changed = useCatalogueChanged();
  return (
    <>
      <BackToCatalogue />
      <Text as="h1" look="h5">
        New project
      </Text>
      <Text look="body2" tone="secondary">
        It is created as a draft: buyers see it once it, and a villa of it, are published.
      </Text>
      <Section>
        <Suspense fallback={<PartLoading what="the form" />}>
          <ProjectForm
            onSaved={(record) => {
              changed();
              navigate(projectPath(record._id));
            }}
          />
        </Suspense>
      </Section>
    </>
  );
}
