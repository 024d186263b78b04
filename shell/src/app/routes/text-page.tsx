import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Container } from '@villa/shared/ui/kit';
import { space, text } from '@villa/shared/ui/tokens';

const Column = styled(Container)({ maxWidth: 900, paddingBlock: space(5) });

const Title = styled.h1({ ...text.h4, marginBottom: '0.35em' });

/** A paragraph of a text page. */
export const Paragraph = styled.p({ ...text.body1, marginBottom: space(2) });

export function TextPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Column>
      <Title>{title}</Title>
      {children}
    </Column>
  );
}
