import type { StudioLeadsPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { LeadsInbox } from '../../features/leads/components/leads-page.tsx';

/**
 * `studio/LeadsPage`, route /studio/leads: sales (and admins). Every role may open it: the API refuses
 * the others (403), and the page shows its refusal.
 */
export default function StudioLeadsPageModule(_props: StudioLeadsPageProps) {
  return (
    <StaffPage headTitle="Leads" title="The leads page">
      {(staff) => <LeadsInbox staff={staff} />}
    </StaffPage>
  );
}
