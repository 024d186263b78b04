import type { StudioHomePageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { StudioHome } from '../../features/home/components/home-page.tsx';

/** `studio/HomePage`, route /studio: every role. */
export default function StudioHomePageModule(_props: StudioHomePageProps) {
  return (
    <StaffPage headTitle="Home" title="The studio">
      {(staff) => <StudioHome staff={staff} />}
    </StaffPage>
  );
}
