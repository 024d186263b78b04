import { useLocation } from '@villa/shared/router';
import { Box, Button, Stack, Typography } from '@villa/shared/mui/core';
import type { Project } from '@villa/shared/contracts/entities';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { enquiryRequest } from '@villa/shared/lib/enquiry-request';
import { PriceText } from '@villa/shared/ui/price-text';
import { ReraBadge } from '@villa/shared/ui/rera-badge';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { locationName } from '@villa/shared/format/unit';
import { DetailBreadcrumb } from '../../../components/breadcrumb.tsx';

/** The theme's sm breakpoint (600 px), from which the desktop banner shows. */
const DESKTOP_BANNER_MEDIA = '(min-width: 600px)';

/**
 * The project's banner, one picture for phones and one for wider screens: only the one that fits
 * loads, at once (it is the page's largest paint).
 */
function ProjectBanner({ project }: { project: Project }) {
  return (
    <Box sx={{ mb: 2 }}>
      <SafeImage
        src={project.mobile_banner.url}
        alt={project.mobile_banner.alt || project.name}
        width={780}
        height={520}
        priority
        sources={[{ media: DESKTOP_BANNER_MEDIA, srcSet: project.desktop_banner.url }]}
        sx={{ width: '100%', aspectRatio: { xs: '3 / 2', sm: '16 / 5' }, borderRadius: 3 }}
      />
    </Box>
  );
}

/** The top of a project page: banner, name, starting price, builder, place, RERA, 'Enquire now'. */
export function ProjectSummary({ project }: { project: Project }) {
  const { search } = useLocation();
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <DetailBreadcrumb current={project.name} />
      <ProjectBanner project={project} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'flex-end' } }}
      >
        <Stack spacing={0.75}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' } }}>
            {project.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            by {project.builder} · {locationName(project.location)}, {project.city.name}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <PriceText
              value={project.starting_price}
              prefix="Starting from"
              asterisk
              variant="h5"
              component="p"
              sx={{ fontWeight: 700, color: 'primary.main' }}
            />
            <ReraBadge rera={project.rera} size="medium" />
          </Stack>
        </Stack>
        <Button
          variant="contained"
          size="large"
          onClick={() => emitVillaEvent('enquiry:open', enquiryRequest({ project, search }))}
        >
          Enquire now
        </Button>
      </Stack>
    </Stack>
  );
}
