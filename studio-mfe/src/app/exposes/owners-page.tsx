import type { StudioOwnersPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { OwnersQueue } from '../../features/owners/components/owners-page.tsx';

/** `studio/OwnersPage`, route /studio/submissions/owners: the owners' listings to review (editors). */
export default function StudioOwnersPageModule(_props: StudioOwnersPageProps) {
  return (
    <StaffPage headTitle="Owners' listings" title="The owners' listings" roles={['admin', 'editor']}>
      {() => <OwnersQueue />}
    </StaffPage>
  );
}
