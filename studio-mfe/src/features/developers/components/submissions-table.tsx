// The developers' submissions: when, who, which project, where, status and owner; Open shows one.
import type { ColumnDef } from '@tanstack/react-table';
import { DEVELOPER_SUBMISSIONS_PAGE_SIZE } from '@villa/api/contract/developer-submission-status';
import type { DeveloperSubmission } from '@villa/shared/contracts/entities';
import { Button } from '@villa/shared/ui/kit';
import { DataTable } from '../../../components/data-table.tsx';
import { indiaTime } from '../../../lib/india-time.ts';
import { STATUS_NAMES } from './submission-names.ts';

export interface SubmissionsTableProps {
  submissions: DeveloperSubmission[];
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onOpen: (submission: DeveloperSubmission) => void;
}

export function SubmissionsTable({
  submissions,
  total,
  page,
  pageCount,
  onPage,
  onOpen,
}: SubmissionsTableProps) {
  const columns: ColumnDef<DeveloperSubmission, unknown>[] = [
    { id: 'at', header: 'Received (IST)', accessorFn: (row) => indiaTime(row.created_at) },
    { id: 'developer', header: 'Developer', accessorFn: (row) => row.developer_name },
    { id: 'project', header: 'Project', accessorFn: (row) => row.project_name },
    { id: 'city', header: 'City', accessorFn: (row) => row.city ?? '—' },
    { id: 'contact', header: 'Contact', accessorFn: (row) => row.name },
    { id: 'status', header: 'Status', accessorFn: (row) => STATUS_NAMES[row.status] },
    { id: 'owner', header: 'Owner', accessorFn: (row) => row.owner?.name ?? 'Nobody' },
    {
      id: 'open',
      header: 'Details',
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onOpen(original)}
          aria-label={`Open ${original.project_name} by ${original.developer_name}`}
        >
          Open
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Developers' submissions"
      rows={submissions}
      columns={columns}
      rowId={(row) => row._id}
      empty="No submissions here."
      pageSize={DEVELOPER_SUBMISSIONS_PAGE_SIZE}
      serverPaging={{ page, pageCount, onPage }}
      summary={`${total} ${total === 1 ? 'submission' : 'submissions'}`}
    />
  );
}
