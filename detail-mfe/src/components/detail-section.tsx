import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Text } from '@villa/shared/ui/kit';
import { colors, space, up } from '@villa/shared/ui/tokens';
import { sectionId, sectionTitle, type SectionName } from '../config/sections.ts';

const Section = styled.section({
  paddingBlock: space(3),
  borderBottom: `1px solid ${colors.divider}`,
  '&:last-of-type': { borderBottom: 0 },
  [up('md')]: { paddingBlock: space(4) },
});

const Heading = styled(Text)({ marginBottom: space(2) });

/** One section of a detail page; its id is what the section tabs scroll to. */
export function DetailSection({
  name,
  className,
  children,
}: {
  name: SectionName;
  className?: string;
  children: ReactNode;
}) {
  const id = sectionId(name);
  return (
    <Section id={id} className={className} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} as="h2" look="h5">
        {sectionTitle(name)}
      </Heading>
      {children}
    </Section>
  );
}
