import { unstable_serialize } from 'swr';
import type { LoadFirstScreen, ProjectDetailPageProps } from '@villa/shared/contracts/exposed-modules';
import { ProjectDetail } from '../../features/project/components/project-detail.tsx';
import { getProject, projectKey } from '../../lib/get-project.ts';

/** detail/ProjectDetailPage, mounted by the shell at /project/:slug/. */
export default function ProjectDetailPage({ slug }: ProjectDetailPageProps) {
  // A new slug is a new page: start it fresh (gallery selection, active tab).
  return <ProjectDetail key={slug} slug={slug} />;
}

/** For the server's first screen: the project (its villas load when their section comes near). */
export const loadFirstScreen: LoadFirstScreen = async ({ slug }) => ({
  [unstable_serialize(projectKey(slug))]: await getProject(slug),
});
