// The inbox's rows: one a buyer, as the API orders them (newest activity first, paged by the server).
// Who (a link to their record), a number to call, what they enquired about, where, whose lead it is,
// its stage, how soon the buyer was first called (or how long they have waited), the next follow-up
// and its flags.
import styled from '@emotion/styled';
import type { ColumnDef } from '@tanstack/react-table';
import { ENQUIRY_KIND_LABELS } from '@villa/api/contract/sales';
import type { LeadSummary } from '@villa/shared/contracts/entities';
import { Link } from '@villa/shared/router';
import { Chip, Text } from '@villa/shared/ui/kit';
import { colors, space } from '@villa/shared/ui/tokens';
import { DataTable } from '../../../components/data-table.tsx';
import { leadPath } from '../../../lib/studio-paths.ts';
import { durationText, indiaDateTime, stageText } from './sales-words.ts';

/** Rows a page: the API's page size. */
export const INBOX_PAGE_SIZE = 50;

const Phone = styled.a({ color: colors.primary.main, fontWeight: 600, whiteSpace: 'nowrap' });
const Buyer = styled(Link)({ color: colors.primary.main, fontWeight: 600 });
const NoWrap = styled.span({ whiteSpace: 'nowrap' });
const Chips = styled.span({ display: 'flex', flexWrap: 'wrap', gap: space(0.5), minWidth: '8rem' });
const Flag = styled(Chip)({ color: colors.error, borderColor: colors.error });
const Quiet = ({ children }: { children: string }) => (
  <Text as="span" look="body2" tone="secondary">
    {children}
  </Text>
);

/** The buyer's name as the inbox shows it: 'Erased' once their data is erased. */
export const buyerName = (lead: Pick<LeadSummary, 'name' | 'erased'>) =>
  lead.erased ? 'Erased' : (lead.name ?? 'No name given');

/** The minutes from `since` to `now`. */
const minutesSince = (since: string, now: number) => (now - new Date(since).getTime()) / 60_000;

/** The time to first contact, or while the lead is new, how long the buyer has waited. */
export function firstContactText(lead: LeadSummary, now: number): string | null {
  if (lead.minutes_to_first_contact !== null) return durationText(lead.minutes_to_first_contact);
  if (lead.stage === 'new')
    return `waiting ${durationText(minutesSince(lead.assigned_at ?? lead.created_at, now))}`;
  return null;
}

const columnsAt = (now: number): ColumnDef<LeadSummary, unknown>[] => [
  {
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row: { original } }) => (
      <Buyer to={leadPath(original._id)}>
        <NoWrap>{buyerName(original)}</NoWrap>
      </Buyer>
    ),
  },
  {
    id: 'phone',
    header: 'Phone',
    cell: ({ row: { original } }) =>
      original.phone ? (
        <Phone href={`tel:${original.phone}`} aria-label={`Call ${buyerName(original)} on ${original.phone}`}>
          {original.phone}
        </Phone>
      ) : (
        <Quiet>None</Quiet>
      ),
  },
  {
    id: 'kinds',
    header: 'Enquiries',
    cell: ({ row: { original } }) => (
      <Chips>
        {original.kinds.map((kind) => (
          <Chip key={kind}>{ENQUIRY_KIND_LABELS[kind]}</Chip>
        ))}
        {original.enquiries > 1 && <Quiet>{`${original.enquiries} enquiries`}</Quiet>}
      </Chips>
    ),
  },
  {
    id: 'city',
    header: 'City',
    cell: ({ row: { original } }) =>
      original.city ? <NoWrap>{original.city.name}</NoWrap> : <Quiet>Not known</Quiet>,
  },
  {
    id: 'manager',
    header: 'Manager',
    cell: ({ row: { original } }) =>
      original.manager ? <NoWrap>{original.manager.name}</NoWrap> : <Quiet>Unassigned</Quiet>,
  },
  {
    id: 'stage',
    header: 'Stage',
    cell: ({ row: { original } }) => <NoWrap>{stageText(original)}</NoWrap>,
  },
  {
    id: 'first-contact',
    header: 'First contact',
    cell: ({ row: { original } }) => {
      const shown = firstContactText(original, now);
      return shown ? <NoWrap>{shown}</NoWrap> : <Quiet>Not recorded</Quiet>;
    },
  },
  {
    id: 'follow-up',
    header: 'Next follow-up',
    cell: ({ row: { original } }) =>
      original.next_follow_up_at ? (
        <NoWrap>{indiaDateTime(original.next_follow_up_at)}</NoWrap>
      ) : (
        <Quiet>Not set</Quiet>
      ),
  },
  {
    id: 'flags',
    header: 'Flags',
    cell: ({ row: { original } }) => (
      <Chips>
        {original.escalated && <Flag>Escalated</Flag>}
        {original.verified && <Chip tone="success">Phone verified</Chip>}
      </Chips>
    ),
  },
];

export interface LeadsTableProps {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The time the waiting times count to (ms). */
  now: number;
  /** Shown in place of the rows when there are none. */
  empty: string;
}

export function LeadsTable({ leads, total, page, pageCount, onPage, now, empty }: LeadsTableProps) {
  return (
    <DataTable
      label="Leads"
      rows={leads}
      columns={columnsAt(now).map((column) => ({ ...column, enableSorting: false }))}
      rowId={(lead) => lead._id}
      empty={empty}
      pageSize={INBOX_PAGE_SIZE}
      serverPaging={{ page, pageCount, onPage }}
      summary={`${total} ${total === 1 ? 'lead' : 'leads'}`}
    />
  );
}
