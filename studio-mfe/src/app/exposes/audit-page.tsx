import type { StudioAuditPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { AuditLog } from '../../features/audit/components/audit-page.tsx';
import { useStaff } from '../../features/staff/api/get-staff.ts';

/** The log with the staff to filter by. */
function AuditWithPeople() {
  const staff = useStaff();
  const people = (staff.data ?? []).map((member) => ({ _id: member._id, name: member.name }));
  return <AuditLog people={people} peopleLoading={staff.isLoading} />;
}

/** `studio/AuditPage`, route /studio/audit: admins. */
export default function StudioAuditPageModule(_props: StudioAuditPageProps) {
  return (
    <StaffPage headTitle="Audit log" title="The audit log" roles={['admin']}>
      {() => <AuditWithPeople />}
    </StaffPage>
  );
}
