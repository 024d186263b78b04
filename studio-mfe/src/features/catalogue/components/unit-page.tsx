// /studio/villas/{id} (editors): a villa's status, its moves and its editor. /studio/villas/new?project=
// is the create form of a villa of that project.
import { useState } from 'react';
import styled from '@emotion/styled';
import { paths } from '@villa/shared/lib/paths';
import { Link, useNavigate, useSearchParams } from '@villa/shared/router';
import { Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';
import { StatusBadge } from '../../../components/listing-status.tsx';
import { errorText } from '../../../lib/studio-api.ts';
import { NEW_ID, projectPath, unitPath } from '../../../lib/studio-paths.ts';
import { setListingStatus, useCatalogueChanged } from '../api/catalogue-api.ts';
import { useUnit } from '../api/editor-api.ts';
import { BackToCatalogue, Section } from './catalogue-layout.tsx';
import { StatusMoves } from './status-moves.tsx';
import { UnitForm } from './unit-form.tsx';

const Head = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(1.5) });

export function UnitEditorPage({ unitId }: { unitId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const creating = unitId === NEW_ID;
  const unit = useUnit(creating ? null : unitId);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = useCatalogueChanged();

  if (creating) {
    const projectId = params.get('project');
    if (!projectId)
      return <StatusMessage kind="empty" title="Open a project and add the villa from there." />;
    return (
      <>
        <Text look="body2" style={{ marginBottom: space(1) }}>
          <Link to={projectPath(projectId)}>← The project</Link>
        </Text>
        <Text as="h1" look="h5">
          New villa
        </Text>
        <Section>
          <UnitForm
            projectId={projectId}
            onSaved={(record) => {
              changed();
              navigate(unitPath(record._id));
            }}
          />
        </Section>
      </>
    );
  }
  if (unit.isLoading) return <StatusMessage kind="loading" title="Loading the villa…" />;
  if (!unit.data)
    return (
      <>
        <BackToCatalogue />
        <StatusMessage kind="error" title={errorText(unit.error)} onRetry={() => void unit.mutate()} />
      </>
    );
  const record = unit.data;
  return (
    <>
      <Text look="body2" style={{ marginBottom: space(1) }}>
        <Link to={projectPath(record.project._id)}>← {record.project.name}</Link>
      </Text>
      <Head>
        <Text as="h1" look="h5">
          {record.name}
        </Text>
        <StatusBadge status={record.status} />
        {record.status === 'published' && (
          <Text look="body2">
            <Link to={paths.unit(record.slug)}>See it on the site</Link>
          </Text>
        )}
        <StatusMoves
          name={record.name}
          noun="villa"
          status={record.status}
          onMove={(next) => setListingStatus('units', record._id, next)}
          onMoved={(message) => {
            setNotice(message);
            changed();
          }}
        />
      </Head>
      <div aria-live="polite">
        {notice && (
          <Text look="body2" tone="brand" style={{ marginTop: space(2) }}>
            {notice}
          </Text>
        )}
      </div>
      <Section>
        <UnitForm
          key={record._id}
          record={record}
          projectId={record.project._id}
          onSaved={(saved) => {
            void unit.mutate(saved, { revalidate: false });
            changed();
          }}
        />
      </Section>
    </>
  );
}
