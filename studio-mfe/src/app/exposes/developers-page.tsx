import type { StudioDevelopersPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { DeveloperSubmissions } from '../../features/developers/components/developers-page.tsx';

/** `studio/DevelopersPage`, route /studio/developers: editors (and admins). */
export default function StudioDevelopersPageModule(_props: StudioDevelopersPageProps) {
  return (
    <StaffPage headTitle="Developers" title="The developers' submissions" roles={['admin', 'editor']}>
      {(staff) => <DeveloperSubmissions self={staff} />}
    </StaffPage>
  );
}
