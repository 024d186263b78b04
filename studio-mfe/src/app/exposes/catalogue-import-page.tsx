import type { StudioCatalogueImportPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { CatalogueImport } from '../../features/catalogue-import/components/catalogue-import-page.tsx';

/** `studio/CatalogueImportPage`, route /studio/catalogue/import: editors (and admins). */
export default function StudioCatalogueImportPageModule(_props: StudioCatalogueImportPageProps) {
  return (
    <StaffPage
      headTitle="Import and export"
      title="The catalogue's import and export"
      roles={['admin', 'editor']}
    >
      {() => <CatalogueImport />}
    </StaffPage>
  );
}
