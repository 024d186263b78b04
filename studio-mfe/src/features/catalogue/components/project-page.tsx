// /studio/catalogue/{id} (editors): a project's status and moves, its villas with theirs, and its
// details, edited on intent (the editor's code loads with "Edit the details").
import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import type { StudioProjectRecord } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { Link } from '@villa/shared/router';
import { Button, ButtonLink, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';
import { StatusBadge } from '../../../components/listing-status.tsx';
import { errorText } from '../../../lib/studio-api.ts';
import { newUnitPath } from '../../../lib/studio-paths.ts';
import { setListingStatus, useCatalogueChanged, useProject, useProjectUnits } from '../api/catalogue-api.ts';
import { BackToCatalogue, PartLoading, Section } from './catalogue-layout.tsx';
import { ProjectSummary } from './project-summary.tsx';
import { StatusMoves } from './status-moves.tsx';
import { UnitsTable } from './units-table.tsx';

const ProjectForm = lazy(() =>
  import('./project-form.tsx').then((module) => ({ default: module.ProjectForm })),
);

const Head = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
});
const Title = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(1.5) });

export function ProjectOverview({ projectId }: { projectId: string }) {
  const project = useProject<StudioProjectRecord>(projectId);
  const units = useProjectUnits(projectId);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const changed = useCatalogueChanged();
  const moved = (message: string) => {
    setNotice(message);
    // A project taken down takes its published villas with it: both (and the list) are read again.
    changed();
  };

  if (project.isLoading) return <StatusMessage kind="loading" title="Loading the project…" />;
  if (!project.data)
    return (
      <>
        <BackToCatalogue />
        <StatusMessage kind="error" title={errorText(project.error)} onRetry={() => void project.mutate()} />
      </>
    );
  const { name, slug, status } = project.data;
  return (
    <>
      <BackToCatalogue />
      <Head>
        <Title>
          <Text as="h1" look="h5">
            {name}
          </Text>
          <StatusBadge status={status} />
          {status === 'published' && (
            <Text look="body2">
              <Link to={paths.project(slug)}>See it on the site</Link>
            </Text>
          )}
        </Title>
        <StatusMoves
          name={name}
          noun="project"
          status={status}
          onMove={(next) => setListingStatus('projects', projectId, next)}
          onMoved={moved}
        />
      </Head>
      <div aria-live="polite">
        {notice && (
          <Text look="body2" tone="brand" style={{ marginTop: space(2) }}>
            {notice}
          </Text>
        )}
      </div>
      <Section as="section" aria-labelledby="project-villas">
        <Head>
          <Text as="h2" id="project-villas" look="h6">
            Villas
          </Text>
          {status !== 'archived' && (
            <ButtonLink to={newUnitPath(projectId)} variant="outlined" size="small">
              Add a villa
            </ButtonLink>
          )}
        </Head>
        {units.isLoading ? (
          <StatusMessage kind="loading" title="Loading the villas…" />
        ) : units.error && !units.data ? (
          <StatusMessage kind="error" title={errorText(units.error)} onRetry={() => void units.mutate()} />
        ) : (
          <UnitsTable
            units={units.data ?? []}
            onMove={(unit, next) => setListingStatus('units', unit._id, next)}
            onMoved={moved}
          />
        )}
      </Section>
      <Section as="section" aria-labelledby="project-details">
        <Head>
          <Text as="h2" id="project-details" look="h6">
            Details
          </Text>
          {!editing && (
            <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
              Edit the details
            </Button>
          )}
        </Head>
        {editing ? (
          <Suspense fallback={<PartLoading what="the editor" />}>
            <div style={{ marginTop: space(2) }}>
              <ProjectForm
                key={project.data._id}
                record={project.data}
                onSaved={(record) => {
                  void project.mutate(record, { revalidate: false });
                  changed();
                }}
              />
            </div>
          </Suspense>
        ) : (
          <ProjectSummary project={project.data} />
        )}
      </Section>
    </>
  );
}
