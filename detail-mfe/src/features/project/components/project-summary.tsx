import styled from '@emotion/styled';
import { useLocation } from '@villa/shared/router';
import type { Project } from '@villa/shared/contracts/entities';
import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { Button, Text } from '@villa/shared/ui/kit';
import { ReraBadge } from '@villa/shared/ui/rera-badge';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { up } from '@villa/shared/ui/tokens';
import { locationName } from '@villa/shared/format/unit';
import { DetailBreadcrumb } from '../../../components/breadcrumb.tsx';
import {
  SummaryFacts,
  SummaryFrame,
  SummaryPrice,
  SummaryRow,
  SummaryText,
  SummaryTitle,
} from '../../../components/page-layout.tsx';

/** The theme's sm breakpoint (600 px), from which the desktop banner shows. */
const DESKTOP_BANNER_MEDIA = '(min-width: 600px)';

const BannerImage = styled(SafeImage)({
  width: '100%',
  aspectRatio: '3 / 2',
  borderRadius: 30,
  [up('sm')]: { aspectRatio: '16 / 5' },
});

/**
 * The project's banner, one picture for phones and one for wider screens: only the one that fits
 * loads, at once (it is the page's largest paint).
 */
function ProjectBanner({ project }: { project: Project }) {
  return (
    <div>
      <BannerImage
        src={project.mobile_banner.url}
        alt={project.mobile_banner.alt || project.name}
        width={780}
        height={520}
        priority
        sources={[{ media: DESKTOP_BANNER_MEDIA, srcSet: project.desktop_banner.url }]}
      />
    </div>
  );
}

/** The top of a project page: banner, name, starting price, builder, place, RERA, 'Enquire now'. */
export function ProjectSummary({ project }: { project: Project }) {
  const { search } = useLocation();
  return (
    <SummaryFrame>
      <DetailBreadcrumb current={project.name} />
      <ProjectBanner project={project} />
      <SummaryRow>
        <SummaryText>
          <SummaryTitle>{project.name}</SummaryTitle>
          <Text tone="secondary">
            by {project.builder} · {locationName(project.location)}, {project.city.name}
          </Text>
          <SummaryFacts>
            <SummaryPrice value={project.starting_price} prefix="Starting from" asterisk />
            <ReraBadge rera={project.rera} size="medium" />
          </SummaryFacts>
        </SummaryText>
        <Button
          type="button"
          variant="contained"
          size="large"
          onClick={() => void openEnquiry({ project, search })}
        >
          Enquire now
        </Button>
      </SummaryRow>
    </SummaryFrame>
  );
}
