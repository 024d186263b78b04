// /studio/audit (admins): the audit log, filtered by person and by record; the filter is in the
// address, so a filtered log can be shared and survives a reload.
import styled from '@emotion/styled';
import type { AuditQuery } from '@villa/shared/contracts/entities';
import { AutocompleteField } from '@villa/shared/forms/pick-fields';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { useForm, type FormOption } from '@villa/shared/forms/form';
import { useSearchParams } from '@villa/shared/router';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, up } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { useAudit } from '../api/get-audit.ts';
import { AuditTable } from './audit-table.tsx';

const Section = styled(Card)({ padding: space(3), marginTop: space(3) });
const Filters = styled.form({
  display: 'grid',
  gap: space(2),
  alignItems: 'start',
  [up('md')]: { gridTemplateColumns: '2fr 1fr 1fr auto auto' },
});

interface FilterValues {
  person: FormOption | null;
  record_type: string;
  record_id: string;
}

/** The API's query from the address: only what is set, and a page from 1. */
export function auditQueryOf(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = {};
  const staffId = params.get('staff_id');
  const recordType = params.get('record_type');
  const recordId = params.get('record_id');
  const page = Number(params.get('page'));
  if (staffId) query.staff_id = staffId;
  if (recordType) query.record_type = recordType;
  if (recordId) query.record_id = recordId;
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export interface AuditLogProps {
  /** The people to filter by (the staff, from the app). */
  people: readonly FormOption[];
  peopleLoading?: boolean;
}

export function AuditLog({ people, peopleLoading = false }: AuditLogProps) {
  const [params, setParams] = useSearchParams();
  const query = auditQueryOf(params);
  const audit = useAudit(query);
  const form = useForm<FilterValues>({
    values: {
      person: people.find((person) => person._id === query.staff_id) ?? null,
      record_type: query.record_type ?? '',
      record_id: query.record_id ?? '',
    },
  });
  const apply = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    if (values.person) next.set('staff_id', values.person._id);
    if (values.record_type.trim()) next.set('record_type', values.record_type.trim());
    if (values.record_id.trim()) next.set('record_id', values.record_id.trim());
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
      <Text as="h1" look="h5">
        Audit log
      </Text>
      <Text look="body2" tone="secondary">
        Every change the staff make: who, what, when, before and after. Newest first.
      </Text>
      <Section>
        <Filters onSubmit={(event) => void apply(event)} aria-label="Filter the audit log">
          <AutocompleteField
            control={form.control}
            name="person"
            label="Person"
            options={people}
            loading={peopleLoading}
          />
          <FormTextField control={form.control} name="record_type" label="Record type" placeholder="staff" />
          <FormTextField control={form.control} name="record_id" label="Record id" />
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
        {audit.isLoading ? (
          <StatusMessage kind="loading" title="Loading the audit log…" />
        ) : audit.error && !audit.data ? (
          <StatusMessage kind="error" title={errorText(audit.error)} onRetry={() => void audit.mutate()} />
        ) : (
          <AuditTable
            entries={audit.data?.entries ?? []}
            total={audit.data?.pagination.total ?? 0}
            page={query.page ?? 1}
            pageCount={audit.data?.pagination.totalPages ?? 1}
            onPage={toPage}
          />
        )}
      </Section>
    </>
  );
}
