import type { ExpertPageProps } from '@villa/shared/contracts/exposed-modules';
import { ExpertPage } from '../../features/experts/components/expert-page.tsx';

/** `enquiry/ExpertPage`, route /connect-with-expert. */
export default function ExpertPageModule(_props: ExpertPageProps) {
  return <ExpertPage />;
}
