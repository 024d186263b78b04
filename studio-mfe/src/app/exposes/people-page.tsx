import type { StudioPeoplePageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { PeopleManager } from '../../features/people/components/people-page.tsx';

/** `studio/PeoplePage`, route /studio/people: editors (and admins). */
export default function StudioPeoplePageModule(_props: StudioPeoplePageProps) {
  return (
    <StaffPage headTitle="People" title="The people page" roles={['admin', 'editor']}>
      {(staff) => <PeopleManager admin={staff.role === 'admin'} />}
    </StaffPage>
  );
}
