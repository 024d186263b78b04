// /studio/catalogue (editors): every project in every state, filtered by status and by a word of the
// name or builder (in the address, so a filtered list survives a reload), with its villas counted by
// state and the moves it may make.
import { useState } from 'react';
import styled from '@emotion/styled';
import { LISTING_STATUSES, type ListingStatus } from '@villa/api/contract/listing-status';
import { studioRoutes } from '@villa/api/contract/studio-pages';
import type { StudioProjectsQuery } from '@villa/shared/contracts/entities';
import { AutocompleteField } from '@villa/shared/forms/pick-fields';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { useForm, type FormOption } from '@villa/shared/forms/form';
import { useSearchParams } from '@villa/shared/router';
import { Button, ButtonLink, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, up } from '@villa/shared/ui/tokens';
import { STATUS_NAMES } from '../../../components/listing-status.tsx';
import { errorText } from '../../../lib/studio-api.ts';
import { NEW_ID, projectPath } from '../../../lib/studio-paths.ts';
import { setListingStatus, useProjects } from '../api/catalogue-api.ts';
import { ProjectsTable } from './projects-table.tsx';

const Head = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
});
const Section = styled(Card)({
  padding: space(2),
  marginTop: space(3),
  [up('sm')]: { padding: space(3) },
});
const Filters = styled.form({
  display: 'grid',
  gap: space(2),
  alignItems: 'start',
  [up('md')]: { gridTemplateColumns: '1fr 2fr auto auto' },
});

const STATUS_OPTIONS: FormOption[] = LISTING_STATUSES.map((status) => ({
  _id: status,
  name: STATUS_NAMES[status],
}));

interface FilterValues {
  status: FormOption | null;
  search: string;
}

const isStatus = (value: string | null): value is ListingStatus =>
  (LISTING_STATUSES as readonly (string | null)[]).includes(value);

/** The API's query from the address: only what is set, and a page from 1. */
export function projectsQueryOf(params: URLSearchParams): StudioProjectsQuery {
  const query: StudioProjectsQuery = {};
  const status = params.get('status');
  const search = params.get('search')?.trim();
  const page = Number(params.get('page'));
  if (isStatus(status)) query.status = status;
  if (search) query.search = search.slice(0, 100);
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function CatalogueList() {
  const [params, setParams] = useSearchParams();
  const query = projectsQueryOf(params);
  const projects = useProjects(query);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<FilterValues>({
    values: {
      status: STATUS_OPTIONS.find((option) => option._id === query.status) ?? null,
      search: query.search ?? '',
    },
  });
  const apply = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    if (values.status) next.set('status', values.status._id);
    if (values.search.trim()) next.set('search', values.search.trim());
    setParams(next);
  });
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };

  return (
    <>
      <Head>
        <div>
          <Text as="h1" look="h5">
            Catalogue
          </Text>
          <Text look="body2" tone="secondary">
            Projects in every state, newest first, with their villas counted by state.
          </Text>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: space(1.5) }}>
          <ButtonLink to={studioRoutes.catalogueImport} variant="outlined">
            Import and export
          </ButtonLink>
          <ButtonLink to={projectPath(NEW_ID)} variant="contained">
            New project
          </ButtonLink>
        </div>
      </Head>
      <div aria-live="polite">
        {notice && (
          <Text look="body2" tone="brand" style={{ marginTop: space(2) }}>
            {notice}
          </Text>
        )}
      </div>
      <Section>
        <Filters onSubmit={(event) => void apply(event)} aria-label="Filter the projects">
          <AutocompleteField control={form.control} name="status" label="Status" options={STATUS_OPTIONS} />
          <FormTextField
            control={form.control}
            name="search"
            label="Name or builder"
            maxLength={100}
            placeholder="A word of the name or builder"
          />
          <Button type="submit" variant="contained" style={{ marginTop: space(1) }}>
            Filter
          </Button>
          <Button
            type="button"
            style={{ marginTop: space(1) }}
            onClick={() => setParams(new URLSearchParams())}
          >
            Clear
          </Button>
        </Filters>
      </Section>
      <Section>
        {projects.isLoading ? (
          <StatusMessage kind="loading" title="Loading the projects…" />
        ) : projects.error && !projects.data ? (
          <StatusMessage
            kind="error"
            title={errorText(projects.error)}
            onRetry={() => void projects.mutate()}
          />
        ) : (
          <ProjectsTable
            projects={projects.data?.projects ?? []}
            total={projects.data?.pagination.total ?? 0}
            page={query.page ?? 1}
            pageCount={projects.data?.pagination.totalPages ?? 1}
            onPage={toPage}
            onMove={(project, status) => setListingStatus('projects', project._id, status)}
            onMoved={(message) => {
              setNotice(message);
              void projects.mutate();
            }}
          />
        )}
      </Section>
    </>
  );
}
