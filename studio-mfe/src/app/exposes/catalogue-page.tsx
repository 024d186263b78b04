import type { StudioCataloguePageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { CatalogueList } from '../../features/catalogue/components/catalogue-page.tsx';

/** `studio/CataloguePage`, route /studio/catalogue: editors (and admins). */
export default function StudioCataloguePageModule(_props: StudioCataloguePageProps) {
  return (
    <StaffPage headTitle="Catalogue" title="The catalogue" roles={['admin', 'editor']}>
      {() => <CatalogueList />}
    </StaffPage>
  );
}
