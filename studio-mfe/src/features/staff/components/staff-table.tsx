// The staff: sortable by name, role or date added, 25 a page; each person's role, and the ways to
// sign them out everywhere or take them off the staff.
import styled from '@emotion/styled';
import type { ColumnDef } from '@tanstack/react-table';
import type { StaffMember } from '@villa/shared/contracts/entities';
import { formatBlogDate } from '@villa/shared/format/date';
import { Button } from '@villa/shared/ui/kit';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import { DataTable } from '../../../components/data-table.tsx';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../config/roles.ts';

export const STAFF_PAGE_SIZE = 25;

const RoleSelect = styled.select({
  ...text.body2,
  padding: space(0.5, 1),
  borderRadius: radius.control,
  border: `1px solid ${colors.divider}`,
  background: colors.paper,
  color: colors.text.primary,
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1) });

export interface StaffTableProps {
  staff: StaffMember[];
  /** The signed-in admin: they can't remove or sign out themselves from here. */
  selfId: string;
  /** The person whose change is on its way: their controls wait. */
  busyId?: string | null;
  onRoleChange: (member: StaffMember, role: StaffRole) => void;
  onSignOutEverywhere: (member: StaffMember) => void;
  onRemove: (member: StaffMember) => void;
}

export function StaffTable({
  staff,
  selfId,
  busyId,
  onRoleChange,
  onSignOutEverywhere,
  onRemove,
}: StaffTableProps) {
  const columns: ColumnDef<StaffMember, unknown>[] = [
    { id: 'name', header: 'Name', accessorFn: (member) => member.name },
    {
      id: 'phone',
      header: 'Phone',
      accessorFn: (member) => `${member.phone.code} ${member.phone.number}`,
      enableSorting: false,
    },
    {
      id: 'role',
      header: 'Role',
      accessorFn: (member) => ROLE_NAMES[member.role],
      cell: ({ row: { original: member } }) => (
        <RoleSelect
          aria-label={`Role of ${member.name}`}
          value={member.role}
          disabled={busyId === member._id}
          onChange={(event) => onRoleChange(member, event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]}
            </option>
          ))}
        </RoleSelect>
      ),
    },
    {
      id: 'added',
      header: 'Added',
      accessorFn: (member) => member.created_at,
      cell: ({ row: { original: member } }) => formatBlogDate(member.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row: { original: member } }) =>
        member._id === selfId ? (
          'You'
        ) : (
          <Actions>
            <Button
              size="small"
              variant="outlined"
              disabled={busyId === member._id}
              onClick={() => onSignOutEverywhere(member)}
              aria-label={`Sign out everywhere: ${member.name}`}
            >
              Sign out everywhere
            </Button>
            <Button
              size="small"
              disabled={busyId === member._id}
              onClick={() => onRemove(member)}
              aria-label={`Remove ${member.name}`}
            >
              Remove
            </Button>
          </Actions>
        ),
    },
  ];
  return (
    <DataTable
      label="Staff"
      rows={staff}
      columns={columns}
      rowId={(member) => member._id}
      empty="No one is on the staff yet."
      pageSize={STAFF_PAGE_SIZE}
      initialSort={[{ id: 'name', desc: false }]}
      summary={`${staff.length} ${staff.length === 1 ? 'person' : 'people'}`}
    />
  );
}
