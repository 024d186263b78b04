// A project's villas: name (to its editor), price, status and the moves each may make.
import type { ColumnDef } from '@tanstack/react-table';
import type { ListingStatus } from '@villa/api/contract/listing-status';
import type { StudioUnit } from '@villa/shared/contracts/entities';
import { formatPrice } from '@villa/shared/format/price';
import { Link } from '@villa/shared/router';
import { DataTable } from '../../../components/data-table.tsx';
import { StatusBadge } from '../../../components/listing-status.tsx';
import { unitPath } from '../../../lib/studio-paths.ts';
import { StatusMoves } from './status-moves.tsx';

export interface UnitsTableProps {
  units: StudioUnit[];
  onMove: (unit: StudioUnit, status: ListingStatus) => Promise<unknown>;
  onMoved: (message: string) => void;
}

export function UnitsTable({ units, onMove, onMoved }: UnitsTableProps) {
  const columns: ColumnDef<StudioUnit, unknown>[] = [
    {
      id: 'name',
      header: 'Villa',
      accessorFn: (unit) => unit.name,
      cell: ({ row: { original: unit } }) => <Link to={unitPath(unit._id)}>{unit.name}</Link>,
    },
    {
      id: 'price',
      header: 'Price',
      accessorFn: (unit) => unit.price,
      cell: ({ row: { original: unit } }) => formatPrice(unit.price),
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (unit) => unit.status,
      cell: ({ row: { original: unit } }) => <StatusBadge status={unit.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row: { original: unit } }) => (
        <StatusMoves
          name={unit.name}
          noun="villa"
          status={unit.status}
          onMove={(status) => onMove(unit, status)}
          onMoved={onMoved}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Villas of the project"
      rows={units}
      columns={columns}
      rowId={(unit) => unit._id}
      empty="This project has no villas yet."
      pageSize={25}
      summary={`${units.length} ${units.length === 1 ? 'villa' : 'villas'}`}
    />
  );
}
