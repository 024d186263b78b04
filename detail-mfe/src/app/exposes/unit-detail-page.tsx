import { unstable_serialize } from 'swr';
import type { LoadFirstScreen, UnitDetailPageProps } from '@villa/shared/contracts/exposed-modules';
import { getUnit, unitKey } from '../../features/unit/api/get-unit.ts';
import { UnitDetail } from '../../features/unit/components/unit-detail.tsx';
import { getProject, projectKey } from '../../lib/get-project.ts';

/** detail/UnitDetailPage, mounted by the shell at /unit/:slug/. */
export default function UnitDetailPage({ slug }: UnitDetailPageProps) {
  // A new slug is a new page: start it fresh (gallery selection, calculator inputs, active tab).
  return <UnitDetail key={slug} slug={slug} />;
}

/** For the server's first screen: the unit, and its project (which gives the unit its city). */
export const loadFirstScreen: LoadFirstScreen = async ({ slug }) => {
  const unit = await getUnit(slug);
  const projectSlug = unit.project[0]?.slug;
  const project = projectSlug ? await getProject(projectSlug).catch(() => undefined) : undefined;
  return {
    [unstable_serialize(unitKey(slug))]: unit,
    ...(projectSlug && project ? { [unstable_serialize(projectKey(projectSlug))]: project } : {}),
  };
};
