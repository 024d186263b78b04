import { unstable_serialize } from 'swr';
import type { LoadFirstScreen, UnitDetailPageProps } from '@villa/shared/contracts/exposed-modules';
import type { PublicUnit } from '@villa/shared/contracts/entities';
import { goneFirstScreenOf } from '../../components/listing-gone.tsx';
import { getUnit, unitKey } from '../../features/unit/api/get-unit.ts';
import { UnitDetail } from '../../features/unit/components/unit-detail.tsx';
import { getProject, projectKey } from '../../lib/get-project.ts';

/** detail/UnitDetailPage, mounted by the shell at /unit/:slug/. */
export default function UnitDetailPage({ slug }: UnitDetailPageProps) {
  // A new slug is a new page: start it fresh (gallery selection, calculator inputs, active tab).
  return <UnitDetail key={slug} slug={slug} />;
}

/**
 * For the server's first screen: the unit, and its project (which gives the unit its city); or, for a
 * unit taken down, the API's 410 answer and that status.
 */
export const loadFirstScreen: LoadFirstScreen = async ({ slug }) => {
  let unit: PublicUnit;
  try {
    unit = await getUnit(slug);
  } catch (error) {
    const gone = goneFirstScreenOf('unit', slug, error);
    if (gone) return gone;
    throw error;
  }
  const projectSlug = unit.project[0]?.slug;
  const project = projectSlug ? await getProject(projectSlug).catch(() => undefined) : undefined;
  return {
    [unstable_serialize(unitKey(slug))]: unit,
    ...(projectSlug && project ? { [unstable_serialize(projectKey(projectSlug))]: project } : {}),
  };
};
