// The sales team and the reviews as tables: sortable, 25 a page, each row's Edit and Remove.
import styled from '@emotion/styled';
import type { ColumnDef } from '@tanstack/react-table';
import type { Review, SalesMember } from '@villa/shared/contracts/entities';
import { Button } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { DataTable } from '../../../components/data-table.tsx';
import type { SalesLink } from '../api/get-sales-links.ts';

export const PEOPLE_PAGE_SIZE = 25;

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1) });

interface RowActions<Row> {
  busyId: string | null;
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => void;
}

function actionsColumn<Row extends { _id: string; name: string }>(
  what: (row: Row) => string,
  { busyId, onEdit, onRemove }: RowActions<Row>,
): ColumnDef<Row, unknown> {
  return {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row: { original } }) => (
      <Actions>
        <Button
          size="small"
          variant="outlined"
          disabled={busyId === original._id}
          onClick={() => onEdit(original)}
          aria-label={`Edit ${what(original)}`}
        >
          Edit
        </Button>
        <Button
          size="small"
          disabled={busyId === original._id}
          onClick={() => onRemove(original)}
          aria-label={`Remove ${what(original)}`}
        >
          Remove
        </Button>
      </Actions>
    ),
  };
}

interface TeamTableProps extends RowActions<SalesMember> {
  team: SalesMember[];
  /** Admins: each member's studio account and away (null while they load); editors: absent. */
  links?: Record<string, SalesLink> | null;
  accounts?: readonly { _id: string; name: string }[];
}

export function TeamTable({ team, links, accounts = [], ...actions }: TeamTableProps) {
  const linkColumns: ColumnDef<SalesMember, unknown>[] =
    links === undefined
      ? []
      : [
          {
            id: 'account',
            header: 'Studio account',
            enableSorting: false,
            cell: ({ row: { original } }) => {
              const link = links?.[original._id];
              if (!link) return '';
              if (!link.staff_id) return 'None: gets no leads';
              const name = accounts.find((account) => account._id === link.staff_id)?.name ?? 'Linked';
              return link.away ? `${name} · away` : name;
            },
          },
        ];
  const columns: ColumnDef<SalesMember, unknown>[] = [
    { id: 'name', header: 'Name', accessorFn: (member) => member.name },
    { id: 'designation', header: 'Designation', accessorFn: (member) => member.designation },
    { id: 'location', header: 'Location', accessorFn: (member) => member.location },
    {
      id: 'exp',
      header: 'Experience',
      accessorFn: (member) => member.exp,
      cell: ({ row: { original } }) => `${original.exp} ${original.exp === 1 ? 'year' : 'years'}`,
    },
    {
      id: 'contact',
      header: 'Contact',
      enableSorting: false,
      accessorFn: (member) => `${member.email} · ${member.phone}`,
    },
    ...linkColumns,
    actionsColumn((member) => member.name, actions),
  ];
  return (
    <DataTable
      label="Sales team"
      rows={team}
      columns={columns}
      rowId={(member) => member._id}
      empty="No one is on the sales team yet."
      pageSize={PEOPLE_PAGE_SIZE}
      summary={`${team.length} ${team.length === 1 ? 'person' : 'people'}`}
    />
  );
}

export function ReviewsTable({ reviews, ...actions }: { reviews: Review[] } & RowActions<Review>) {
  const columns: ColumnDef<Review, unknown>[] = [
    { id: 'name', header: 'Name', accessorFn: (review) => review.name },
    {
      id: 'rating',
      header: 'Rating',
      accessorFn: (review) => review.rating,
      cell: ({ row: { original } }) => `${original.rating} ${original.rating === 1 ? 'star' : 'stars'}`,
    },
    { id: 'review', header: 'Review', enableSorting: false, accessorFn: (review) => review.review },
    actionsColumn((review) => `the review by ${review.name}`, actions),
  ];
  return (
    <DataTable
      label="Reviews"
      rows={reviews}
      columns={columns}
      rowId={(review) => review._id}
      empty="No reviews yet."
      pageSize={PEOPLE_PAGE_SIZE}
      summary={`${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'}`}
    />
  );
}
