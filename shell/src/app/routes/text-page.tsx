import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Container } from '@villa/shared/ui/kit';
import { PageHead } from '@villa/shared/ui/page-head';
import { space, text } from '@villa/shared/ui/tokens';

const Column = styled(Container)({ maxWidth: 900, paddingBlock: space(5) });

const Title = styled.h1({ ...text.h4, marginBottom: '0.35em' });

/** A paragraph of a text page. */
export const Paragraph = styled.p({ ...text.body1, marginBottom: space(2) });

export interface TextPageProps {
  title: string;
  /** The meta description: what a search result says under the title. */
  description?: string;
  /** The page's own address (its canonical); none for a page not to index. */
  path?: string;
  children: ReactNode;
}

export function TextPage({ title, description, path, children }: TextPageProps) {
  return (
    <Column>
      <PageHead title={title} description={description} canonical={path} noindex={path === undefined} />
      <Title>{title}</Title>
      {children}
    </Column>
  );
}
