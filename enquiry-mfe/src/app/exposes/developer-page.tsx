import type { DeveloperPageProps } from '@villa/shared/contracts/exposed-modules';
import { DeveloperPage } from '../../features/developers/components/developer-page.tsx';

/** `enquiry/DeveloperPage`, route /for-developers. */
export default function DeveloperPageModule(_props: DeveloperPageProps) {
  return <DeveloperPage />;
}
