import styled from '@emotion/styled';
import type { Specification } from '@villa/shared/contracts/entities';
import { colors, space, text, up } from '@villa/shared/ui/tokens';

const List = styled.dl({
  margin: 0,
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  [up('md')]: { gridTemplateColumns: '1fr 1fr' },
});

const Title = styled.dt({ ...text.body1, fontWeight: 600 });

const Description = styled.dd({ ...text.body1, color: colors.text.secondary });

/** How it is built: structure, flooring, doors, electricals … */
export function SpecificationList({ specifications }: { specifications: readonly Specification[] }) {
  return (
    <List>
      {specifications.map((item) => (
        <div key={item.title}>
          <Title>{item.title}</Title>
          <Description>{item.description}</Description>
        </div>
      ))}
    </List>
  );
}
