import type { StudioReportsPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { SalesReports } from '../../features/leads/components/reports-page.tsx';

/** `studio/ReportsPage`, route /studio/reports: the inbox's reports and (admins) the sales settings. */
export default function StudioReportsPageModule(_props: StudioReportsPageProps) {
  return (
    <StaffPage roles={['admin', 'sales']} headTitle="Reports" title="The reports page">
      {(staff) => <SalesReports staff={staff} />}
    </StaffPage>
  );
}
