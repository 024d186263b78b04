import { unstable_serialize } from 'swr';
import type { LoadFirstScreen, ProjectDetailPageProps } from '@villa/shared/contracts/exposed-modules';
import { goneFirstScreenOf } from '../../components/listing-gone.tsx';
import { ProjectDetail } from '../../features/project/components/project-detail.tsx';
import { getProject, projectKey } from '../../lib/get-project.ts';

/** detail/ProjectDetailPage, mounted by the shell at /project/:slug/. */
export default function ProjectDetailPage({ slug }: ProjectDetailPageProps) {
  // A new slug is a new page: start it fresh (gallery selection, active tab).
  return <ProjectDetail key={slug} slug={slug} />;
}

/**
 * For the server's first screen: the project (its villas load when their section comes near), or,
 * for a project taken down, the API's 410 answer and that status.
 */
export const loadFirstScreen: LoadFirstScreen = async ({ slug }) => {
  try {
    return { [unstable_serialize(projectKey(slug))]: await getProject(slug) };
  } catch (error) {
    const gone = goneFirstScreenOf('project', slug, error);
    if (gone) return gone;
    throw error;
  }
};
