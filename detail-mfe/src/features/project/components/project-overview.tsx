import styled from '@emotion/styled';
import type { Project } from '@villa/shared/contracts/entities';
import { formatIndianNumber } from '@villa/shared/format/price';
import { areaRangeLabel, projectBedrooms } from '@villa/shared/format/unit';
import { Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { FactList } from '../../../components/fact-list.tsx';

const Overview = styled.div({ display: 'flex', flexDirection: 'column', gap: space(3) });

const Description = styled(Text)({ whiteSpace: 'pre-line' });

/** The project's description and key numbers (spec 2.4 Overview). */
export function ProjectOverview({ project }: { project: Project }) {
  return (
    <Overview>
      {project.description ? <Description>{project.description}</Description> : null}
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
    </Overview>
  );
}
