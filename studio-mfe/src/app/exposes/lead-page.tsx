import type { StudioLeadPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { LeadRecordPage } from '../../features/leads/components/lead-page.tsx';

/** `studio/LeadPage`, route /studio/leads/:id: a buyer's record, for sales (their own leads) and admins. */
export default function StudioLeadPageModule({ slug }: StudioLeadPageProps) {
  return (
    <StaffPage roles={['admin', 'sales']} headTitle="Lead" title="A buyer's record">
      {(staff) => <LeadRecordPage key={slug} id={slug} staff={staff} />}
    </StaffPage>
  );
}
