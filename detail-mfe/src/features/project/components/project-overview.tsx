import { Stack, Typography } from '@villa/shared/mui/core';
import type { Project } from '@villa/shared/contracts/entities';
import { formatIndianNumber } from '@villa/shared/format/price';
import { areaRangeLabel, projectBedrooms } from '@villa/shared/format/unit';
import { FactList } from '../../../components/fact-list.tsx';

/** The project's description and key numbers (spec 2.4 Overview). */
export function ProjectOverview({ project }: { project: Project }) {
  return (
    <Stack spacing={3}>
      {project.description ? (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{project.description}</Typography>
      ) : null}
      <FactList
        facts={[
          { label: 'Villa sizes', value: areaRangeLabel(project.min_area, project.max_area) },
          { label: 'Bedrooms', value: `${projectBedrooms(project)} BHK` },
          { label: 'Total units', value: project.total_units },
          { label: 'Land area', value: `${formatIndianNumber(project.land_area_acres)} acres` },
          { label: 'Possession status', value: project.possession_status },
          { label: 'Builder', value: project.builder },
          { label: 'RERA', value: project.rera?.trim() || 'Not registered' },
        ]}
      />
    </Stack>
  );
}
