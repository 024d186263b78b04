import { Link as RouterLink, useLocation } from '@villa/shared/router';
import { Link, Stack, Typography } from '@villa/shared/mui/core';
import type { Unit } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { areaLabel } from '@villa/shared/format/unit';
import { FactList, type Fact } from '../../../components/fact-list.tsx';

/** The unit's key facts and description (spec 2.4 Overview). */
export function UnitOverview({ unit }: { unit: Unit }) {
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
      value: (
        <Link component={RouterLink} to={paths.project(project.slug, search)}>
          {project.name}
        </Link>
      ),
    });
  }
  return (
    <Stack spacing={3}>
      <FactList facts={facts} />
      {unit.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{unit.description}</Typography> : null}
    </Stack>
  );
}
