import { useMemo } from 'react';
import styled from '@emotion/styled';
import { useLocation } from '@villa/shared/router';
import type { ProjectSummary } from '@villa/shared/contracts/entities';
import { locationName, projectBedrooms } from '@villa/shared/format/unit';
import { FROM_LISTING, paths } from '@villa/shared/lib/paths';
import { Chip } from '@villa/shared/ui/kit';
import { ReraBadge } from '@villa/shared/ui/rera-badge';
import { PlaceIcon } from '@villa/shared/ui/icons';
import { colors, space } from '@villa/shared/ui/tokens';
import { CardFact } from '../../../components/card-facts.tsx';
import {
  CardBody,
  CardFrame,
  CardLink,
  CardPicture,
  CardPrice,
  CardTitle,
  PictureFrame,
  PictureTag,
} from '../../../components/card-layout.tsx';
import { dailyRandom, pickProjectCardImage } from '../../../lib/card-image.ts';

/** The project's bedroom choices, on white over the picture. */
const BedroomsTag = styled(Chip)({ ...PictureTag, backgroundColor: colors.paper });

/** The location and the RERA mark at either end of a line. */
const FactLine = styled.div({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
});

/** A project in the Projects tab (spec 2.5); the card links to the project page. */
export function ProjectCard({ project, priority = false }: { project: ProjectSummary; priority?: boolean }) {
  const { search } = useLocation();
  const image = useMemo(() => pickProjectCardImage(project.gallery, dailyRandom(project._id)), [project]);
  return (
    <CardFrame as="article">
      <CardLink to={paths.project(project.slug, search)} state={FROM_LISTING}>
        <PictureFrame>
          <CardPicture
            src={image?.url ?? ''}
            alt={image?.alt || project.name}
            width={640}
            height={400}
            priority={priority}
          />
          <BedroomsTag filled>{`${projectBedrooms(project)} Bedroom`}</BedroomsTag>
        </PictureFrame>
        <CardBody>
          <CardTitle>{project.name}</CardTitle>
          <CardPrice
            value={project.starting_price}
            prefix="Starting from"
            asterisk
            look="subtitle1"
            tone="brand"
          />
          <FactLine>
            <CardFact icon={<PlaceIcon fontSize="small" />}>{locationName(project.location)}</CardFact>
            <ReraBadge rera={project.rera} />
          </FactLine>
        </CardBody>
      </CardLink>
    </CardFrame>
  );
}
