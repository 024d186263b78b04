import { useMemo } from 'react';
import { Link, useLocation } from '@villa/shared/router';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@villa/shared/mui/core';
import type { ProjectSummary } from '@villa/shared/contracts/entities';
import { locationName, projectBedrooms } from '@villa/shared/format/unit';
import { paths } from '@villa/shared/lib/paths';
import { PriceText } from '@villa/shared/ui/price-text';
import { ReraBadge } from '@villa/shared/ui/rera-badge';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { PlaceIcon } from '@villa/shared/ui/icons';
import { CardFact } from '../../../components/card-facts.tsx';
import { dailyRandom, pickProjectCardImage } from '../../../lib/card-image.ts';

/** A project in the Projects tab (spec 2.5); the card links to the project page. */
export function ProjectCard({ project, priority = false }: { project: ProjectSummary; priority?: boolean }) {
  const { search } = useLocation();
  const image = useMemo(() => pickProjectCardImage(project.gallery, dailyRandom(project._id)), [project]);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={paths.project(project.slug, search)} sx={{ height: '100%' }}>
        <Box sx={{ position: 'relative' }}>
          <SafeImage
            src={image?.url ?? ''}
            alt={image?.alt || project.name}
            width={640}
            height={400}
            priority={priority}
            sx={{ width: '100%', aspectRatio: '16 / 10' }}
          />
          <Chip
            label={`${projectBedrooms(project)} Bedroom`}
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'background.paper' }}
          />
        </Box>
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
              {project.name}
            </Typography>
            <PriceText
              value={project.starting_price}
              prefix="Starting from"
              asterisk
              variant="subtitle1"
              sx={{ fontWeight: 700, color: 'primary.main' }}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <CardFact icon={<PlaceIcon fontSize="small" />}>{locationName(project.location)}</CardFact>
              <ReraBadge rera={project.rera} />
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
