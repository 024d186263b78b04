import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, space, text, up } from '@villa/shared/ui/tokens';

export interface Fact {
  label: string;
  value: ReactNode;
}

const List = styled.dl({
  margin: 0,
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

const Item = styled.div({ minWidth: 0 });

const Label = styled.dt({ ...text.body2, color: colors.text.secondary });

const Value = styled.dd({ ...text.body1, fontWeight: 600, overflowWrap: 'anywhere' });

/** Label and value pairs in two columns on phones, four on desktop (a description list). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <List>
      {facts.map((fact) => (
        <Item key={fact.label}>
          <Label>{fact.label}</Label>
          <Value>{fact.value}</Value>
        </Item>
      ))}
    </List>
  );
}
