// The projects: name (to the project's page), builder, city, status, their villas by state, and the
// moves each may make. Paged by the server (50 a page); sorting is within the page.
import type { ColumnDef } from '@tanstack/react-table';
import { LISTING_STATUSES, type ListingStatus } from '@villa/api/contract/listing-status';
import type { StudioProject } from '@villa/shared/contracts/entities';
import { Link } from '@villa/shared/router';
import { DataTable } from '../../../components/data-table.tsx';
import { STATUS_NAMES, StatusBadge } from '../../../components/listing-status.tsx';
import { projectPath } from '../../../lib/studio-paths.ts';
import { StatusMoves } from './status-moves.tsx';

/** '1 draft · 3 published', or 'None' for a project with no villas. */
export function unitCounts(units: StudioProject['units']): string {
  const parts = LISTING_STATUSES.filter((status) => units[status] > 0).map(
    (status) => `${units[status]} ${STATUS_NAMES[status].toLowerCase()}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'None';
}

export interface ProjectsTableProps {
  projects: StudioProject[];
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onMove: (project: StudioProject, status: ListingStatus) => Promise<unknown>;
  onMoved: (message: string) => void;
}

export function ProjectsTable({
  projects,
  total,
  page,
  pageCount,
  onPage,
  onMove,
  onMoved,
}: ProjectsTableProps) {
  const columns: ColumnDef<StudioProject, unknown>[] = [
    {
      id: 'name',
      header: 'Project',
      accessorFn: (project) => project.name,
      cell: ({ row: { original: project } }) => <Link to={projectPath(project._id)}>{project.name}</Link>,
    },
    { id: 'builder', header: 'Builder', accessorFn: (project) => project.builder },
    { id: 'city', header: 'City', accessorFn: (project) => project.city },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (project) => project.status,
      cell: ({ row: { original: project } }) => <StatusBadge status={project.status} />,
    },
    {
      id: 'units',
      header: 'Villas',
      accessorFn: (project) => LISTING_STATUSES.reduce((sum, status) => sum + project.units[status], 0),
      cell: ({ row: { original: project } }) => unitCounts(project.units),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row: { original: project } }) => (
        <StatusMoves
          name={project.name}
          noun="project"
          status={project.status}
          onMove={(status) => onMove(project, status)}
          onMoved={onMoved}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Projects"
      rows={projects}
      columns={columns}
      rowId={(project) => project._id}
      empty="No project matches."
      pageSize={50}
      serverPaging={{ page, pageCount, onPage }}
      summary={`${total} ${total === 1 ? 'project' : 'projects'}`}
    />
  );
}
