import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, space, text } from '@villa/shared/ui/tokens';

/** A row of an icon and its text, 6 px apart. */
export const FactRow = styled.div({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: space(0.75),
  minWidth: 0,
});

const Fact = styled(FactRow)({ color: colors.text.secondary });

const FactText = styled.p({
  ...text.body2,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** One line of a card: a small icon and its text ('Whitefield', '4 Bedrooms'). */
export function CardFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Fact>
      {icon}
      <FactText>{children}</FactText>
    </Fact>
  );
}
