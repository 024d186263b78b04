import styled from '@emotion/styled';
import { Text } from '@villa/shared/ui/kit';
import { space, up } from '@villa/shared/ui/tokens';

const List = styled.ul({
  margin: 0,
  paddingLeft: space(2.5),
  display: 'grid',
  gap: space(1),
  [up('md')]: { gridTemplateColumns: '1fr 1fr' },
});

/** Why the project stands out, as a short list. */
export function ProjectHighlights({ highlights }: { highlights: readonly string[] }) {
  return (
    <List>
      {highlights.map((highlight) => (
        <Text as="li" key={highlight}>
          {highlight}
        </Text>
      ))}
    </List>
  );
}
