import type { StudioUnitPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { UnitEditorPage } from '../../features/catalogue/components/unit-page.tsx';

/** `studio/UnitPage`, route /studio/villas/{id}: a villa's editor (editors). */
export default function StudioUnitPageModule({ slug }: StudioUnitPageProps) {
  return (
    <StaffPage headTitle="Villa" title="The catalogue" roles={['admin', 'editor']}>
      {() => <UnitEditorPage unitId={slug} />}
    </StaffPage>
  );
}
