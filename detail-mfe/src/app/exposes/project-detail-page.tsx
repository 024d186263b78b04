import type { ProjectDetailPageProps } from '@villa/shared/contracts/exposed-modules';
import { ProjectDetail } from '../../features/project/components/project-detail.tsx';

/** detail/ProjectDetailPage, mounted by the shell at /project/:slug/. */
export default function ProjectDetailPage({ slug }: ProjectDetailPageProps) {
  // A new slug is a new page: start it fresh (gallery selection, active tab).
  return <ProjectDetail key={slug} slug={slug} />;
}
