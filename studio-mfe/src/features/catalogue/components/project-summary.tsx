// A project's details as they stand, before "Edit the details" loads the editor.
import styled from '@emotion/styled';
import type { StudioProjectRecord } from '@villa/shared/contracts/entities';
import { formatPrice } from '@villa/shared/format/price';
import { colors, space, text } from '@villa/shared/ui/tokens';

const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: space(0.75, 2),
  margin: space(2, 0, 0),
  '& dt': { ...text.body2, color: colors.text.secondary },
  '& dd': { ...text.body2, margin: 0, overflowWrap: 'anywhere' },
});

export function ProjectSummary({ project }: { project: StudioProjectRecord }) {
  const { derived } = project;
  return (
    <Facts>
      <dt>Builder</dt>
      <dd>{project.builder}</dd>
      <dt>Kind</dt>
      <dd>{project.property_kind}</dd>
      <dt>Location</dt>
      <dd>
        {project.location.name}, {project.city.name} (pin {project.lat}, {project.lng})
      </dd>
      <dt>Possession</dt>
      <dd>{project.possession_status}</dd>
      <dt>RERA</dt>
      <dd>{project.rera ?? 'None yet'}</dd>
      <dt>From its villas</dt>
      <dd>
        {derived.starting_price > 0 ? `from ${formatPrice(derived.starting_price)}, ` : ''}
        {derived.bhk_types || 'no bedrooms yet'}, {derived.min_area}–{derived.max_area} sq.ft
      </dd>
      <dt>Amenities</dt>
      <dd>{project.amenities.length > 0 ? project.amenities.join(', ') : 'None'}</dd>
      <dt>Photos</dt>
      <dd>
        {project.photos.length > 0 ? `${project.photos.length} set in the studio` : "The seed's pictures"}
      </dd>
      <dt>Address</dt>
      <dd>/project/{project.slug}/</dd>
    </Facts>
  );
}
