import styled from '@emotion/styled';
import { Chip } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';

const List = styled.ul({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(1),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A chip at MUI's medium size, as the RERA badge beside the price. */
const Amenity = styled(Chip)({ height: 32, paddingInline: 12 });

/** What the villa or project offers: pool, clubhouse, gym … */
export function AmenitiesList({ amenities }: { amenities: readonly string[] }) {
  return (
    <List>
      {amenities.map((amenity) => (
        <li key={amenity}>
          <Amenity>{amenity}</Amenity>
        </li>
      ))}
    </List>
  );
}
