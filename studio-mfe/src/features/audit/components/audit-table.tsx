// The audit log, paged by the server (50 a page, newest first): the table shows a page, the API
// answers it.
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@villa/shared/contracts/entities';
import { toKolkataIso } from '@villa/shared/format/date';
import { DataTable } from '../../../components/data-table.tsx';

export const AUDIT_PAGE_SIZE = 50;

const valueText = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** '2026-11-27 10:04' in India time. */
const when = (at: string) => toKolkataIso(at).slice(0, 16).replace('T', ' ');

const columns: ColumnDef<AuditEntry, unknown>[] = [
  { id: 'at', header: 'When (IST)', accessorFn: (entry) => when(entry.at), enableSorting: false },
  { id: 'actor', header: 'Who', accessorFn: (entry) => entry.actor, enableSorting: false },
  { id: 'action', header: 'What', accessorFn: (entry) => entry.action, enableSorting: false },
  {
    id: 'record',
    header: 'Record',
    accessorFn: (entry) => `${entry.record_type} ${entry.record_id}`,
    enableSorting: false,
  },
  { id: 'before', header: 'Before', accessorFn: (entry) => valueText(entry.before), enableSorting: false },
  { id: 'after', header: 'After', accessorFn: (entry) => valueText(entry.after), enableSorting: false },
];

export interface AuditTableProps {
  entries: AuditEntry[];
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function AuditTable({ entries, total, page, pageCount, onPage }: AuditTableProps) {
  return (
    <DataTable
      label="Audit log"
      rows={entries}
      columns={columns}
      rowId={(entry) => entry._id}
      empty="Nothing in the audit log matches."
      pageSize={AUDIT_PAGE_SIZE}
      serverPaging={{ page, pageCount, onPage }}
      summary={`${total} ${total === 1 ? 'change' : 'changes'}`}
    />
  );
}
