import type { ListYourVillaPageProps } from '@villa/shared/contracts/exposed-modules';
import { ListYourVillaPage } from '../../features/owners/components/list-your-villa-page.tsx';

/** `enquiry/ListYourVillaPage`, route /list-your-villa. */
export default function ListYourVillaPageModule(_props: ListYourVillaPageProps) {
  return <ListYourVillaPage />;
}
