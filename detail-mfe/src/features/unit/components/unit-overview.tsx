import styled from '@emotion/styled';
import { Link as RouterLink, useLocation } from '@villa/shared/router';
import type { PublicUnit } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { Text } from '@villa/shared/ui/kit';
import { colors, space } from '@villa/shared/ui/tokens';
import { areaLabel } from '@villa/shared/format/unit';
import { FactList, type Fact } from '../../../components/fact-list.tsx';

const Overview = styled.div({ display: 'flex', flexDirection: 'column', gap: space(3) });

const ProjectLink = styled(RouterLink)({
  color: colors.primary.main,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(31, 77, 58, 0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
});

const Description = styled(Text)({ whiteSpace: 'pre-line' });

/** The unit's key facts and description (spec 2.4 Overview). */
export function UnitOverview({ unit }: { unit: PublicUnit }) {
  const { search } = useLocation();
  const project = unit.project[0];
  const facts: Fact[] = [
    { label: 'Bedrooms', value: unit.room },
    { label: 'Bathrooms', value: unit.bathrooms },
    { label: 'Built-up area', value: areaLabel(unit.builtup_area) },
    { label: 'Plot area', value: areaLabel(unit.plot_area) },
    { label: 'Facing', value: unit.facing },
    { label: 'Unit type', value: unit.unit_type },
    { label: 'Furnishing', value: unit.furnishing },
    { label: 'Possession status', value: unit.possession_status },
    { label: 'Parking', value: unit.parking > 0 ? unit.parking : 'None' },
    { label: 'RERA', value: unit.rera?.trim() || 'Not registered' },
  ];
  if (project) {
    facts.push({
      label: 'Project',
      value: <ProjectLink to={paths.project(project.slug, search)}>{project.name}</ProjectLink>,
    });
  }
  return (
    <Overview>
      <FactList facts={facts} />
      {unit.description ? <Description>{unit.description}</Description> : null}
    </Overview>
  );
}
