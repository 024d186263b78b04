// /studio/leads (sales and admins): the sales inbox, one row a buyer. A sales member sees the leads
// assigned to them; an admin sees every lead, or theirs, or the unassigned ones. The page asks again
// every INBOX_POLL_SECONDS (a 304 when nothing changed), so a new lead appears without a reload.
// The filters and the page are in the address. Any staff member may open it: the API refuses an
// editor (403), and the page shows its refusal.
import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import {
  INBOX_POLL_SECONDS,
  LEAD_STAGES,
  LEAD_STAGE_LABELS,
  type LeadStage,
} from '@villa/api/contract/sales';
import type { LeadInboxQuery, StaffMember } from '@villa/shared/contracts/entities';
import { ApiError } from '@villa/shared/api/client';
import { useSearchParams } from '@villa/shared/router';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, up } from '@villa/shared/ui/tokens';
import { CheckBox, FieldRow, InputBox, SelectBox, Toggle } from '../../../components/native-fields.tsx';
import { ROLE_NAMES } from '../../../config/roles.ts';
import { errorText } from '../../../lib/studio-api.ts';
import { useInbox } from '../api/inbox.ts';
import { AwaySwitch } from './away-switch.tsx';
import { buyerName, LeadsTable } from './leads-table.tsx';
import { useNow } from './use-now.ts';

const Section = styled(Card)({ padding: space(2), marginTop: space(3), [up('sm')]: { padding: space(3) } });
const Filters = styled.div({ display: 'flex', flexDirection: 'column', gap: space(2), marginTop: space(2) });
const Whose = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1) });
const Search = styled.form({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space(1) });

/** Whose leads an admin sees: all (no filter), theirs, or nobody's yet. */
const WHOSE = [
  { value: null, label: 'All' },
  { value: 'me', label: 'Mine' },
  { value: 'none', label: 'Unassigned' },
] as const;

const isStage = (value: string | null): value is LeadStage =>
  (LEAD_STAGES as readonly (string | null)[]).includes(value);

/** The API's query from the address: a known stage, whose, escalated only, a search and a page. */
export function inboxQueryOf(params: URLSearchParams): LeadInboxQuery {
  const query: LeadInboxQuery = {};
  const stage = params.get('stage');
  const manager = params.get('manager');
  const q = params.get('q')?.trim();
  const page = Number(params.get('page'));
  if (isStage(stage)) query.stage = stage;
  if (manager === 'me' || manager === 'none') query.manager = manager;
  if (params.get('escalated') === '1') query.escalated = true;
  if (q) query.q = q.slice(0, 100);
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function LeadsInbox({ staff }: { staff: StaffMember }) {
  const [params, setParams] = useSearchParams();
  const query = inboxQueryOf(params);
  const inbox = useInbox(query);
  const now = useNow(30_000);
  const [search, setSearch] = useState(query.q ?? '');
  const refused = inbox.error instanceof ApiError && inbox.error.status === 403;
  const admin = staff.role === 'admin';
  const filtered = Boolean(query.stage || query.manager || query.escalated || query.q);

  // A lead that arrives while the page is open is announced (the rows change in place); a change of
  // filter or page starts afresh.
  const seen = useRef<{ query: string; ids: Set<string> } | null>(null);
  const [arrived, setArrived] = useState<string | null>(null);
  // With keepPreviousData the last query's rows stay while the new query loads: not counted.
  const leads = inbox.isLoading ? undefined : inbox.data?.leads;
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (!leads) return;
    const known = seen.current?.query === queryKey ? seen.current.ids : null;
    const fresh = known ? leads.filter((lead) => !known.has(lead._id)) : [];
    if (fresh.length === 1) setArrived(`New lead: ${buyerName(fresh[0]!)}`);
    else if (fresh.length > 1) setArrived(`${fresh.length} new leads`);
    else if (!known) setArrived(null);
    seen.current = { query: queryKey, ids: new Set([...(known ?? []), ...leads.map((lead) => lead._id)]) };
  }, [leads, queryKey]);

  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    next.delete('page');
    setParams(next);
  };
  const set = (key: string, value: string | null) =>
    change((next) => (value ? next.set(key, value) : next.delete(key)));

  return (
    <>
      <Text as="h1" look="h5">
        Leads
      </Text>
      <Text look="body2" tone="secondary">
        {admin
          ? 'Every buyer who enquired, one row each, newest activity first.'
          : 'The buyers assigned to you, one row each, newest activity first.'}{' '}
        Call a new lead within minutes: a lead still new after the escalation time is flagged to the admins.
        The list updates every {INBOX_POLL_SECONDS} seconds.
      </Text>
      <Filters>
        {staff.role === 'sales' && !refused && <AwaySwitch staff={staff} />}
        {admin && (
          <Whose role="group" aria-label="Whose leads">
            {WHOSE.map((option) => {
              const current = (query.manager ?? null) === option.value;
              return (
                <Toggle
                  key={option.label}
                  type="button"
                  current={current}
                  aria-pressed={current}
                  onClick={() => set('manager', option.value)}
                >
                  {option.label}
                </Toggle>
              );
            })}
          </Whose>
        )}
        <FieldRow>
          <SelectBox
            label="Stage"
            value={query.stage ?? ''}
            onChange={(event) => set('stage', event.target.value)}
          >
            <option value="">All stages</option>
            {LEAD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {LEAD_STAGE_LABELS[stage]}
              </option>
            ))}
          </SelectBox>
          <CheckBox
            label="Escalated only"
            checked={query.escalated === true}
            onChange={(event) => set('escalated', event.target.checked ? '1' : null)}
          />
          <Search
            role="search"
            aria-label="Search the leads"
            onSubmit={(event) => {
              event.preventDefault();
              set('q', search.trim() || null);
            }}
          >
            <InputBox
              label="Name or phone"
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit" variant="outlined" style={{ minHeight: 40 }}>
              Search
            </Button>
          </Search>
        </FieldRow>
      </Filters>
      <div aria-live="polite">
        {arrived && (
          <Text look="body2" tone="brand" style={{ marginTop: space(2) }}>
            {arrived}
          </Text>
        )}
      </div>
      <Section>
        {inbox.isLoading ? (
          <StatusMessage kind="loading" title="Loading the leads…" />
        ) : refused ? (
          <StatusMessage
            kind="error"
            title={errorText(inbox.error)}
            hint={`You are signed in as ${ROLE_NAMES[staff.role].toLowerCase()}. Ask an admin if you need the leads.`}
          />
        ) : inbox.error && !inbox.data ? (
          <StatusMessage kind="error" title={errorText(inbox.error)} onRetry={() => void inbox.mutate()} />
        ) : inbox.data?.leads.length === 0 && !filtered && (query.page ?? 1) === 1 ? (
          <StatusMessage
            kind="empty"
            title="No leads yet"
            hint="A buyer's enquiry shows here as soon as it is sent."
          />
        ) : (
          <LeadsTable
            leads={inbox.data?.leads ?? []}
            total={inbox.data?.pagination.total ?? 0}
            page={query.page ?? 1}
            pageCount={inbox.data?.pagination.totalPages ?? 1}
            onPage={(page) => {
              const next = new URLSearchParams(params);
              if (page > 1) next.set('page', String(page));
              else next.delete('page');
              setParams(next);
            }}
            now={now}
            empty="No leads match these filters."
          />
        )}
      </Section>
    </>
  );
}
