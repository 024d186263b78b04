import type { StudioStaffPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { StaffManager } from '../../features/staff/components/staff-page.tsx';

/** `studio/StaffPage`, route /studio/staff: admins. */
export default function StudioStaffPageModule(_props: StudioStaffPageProps) {
  return (
    <StaffPage headTitle="Staff" title="The staff page" roles={['admin']}>
      {(staff) => <StaffManager self={staff} />}
    </StaffPage>
  );
}
