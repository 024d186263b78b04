import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Link as RouterLink } from '@villa/shared/router';
import { paths } from '@villa/shared/lib/paths';
import { colors, space } from '@villa/shared/ui/tokens';
import { ArrowBackIcon } from '@villa/shared/ui/icons';
import { BackLinkRow, PageContainer } from './page-layout.tsx';

const BackLink = styled(RouterLink)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(0.5),
  fontWeight: 600,
  color: colors.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

export function BackToBlogLink() {
  return (
    <BackLink to={paths.blog()}>
      <ArrowBackIcon fontSize="small" />
      Back to blog
    </BackLink>
  );
}

/** A page below /blog: its frame, with the way back to the blog above what it shows. */
export function BlogSubpage({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <PageContainer narrow={narrow}>
      <BackLinkRow>
        <BackToBlogLink />
      </BackLinkRow>
      {children}
    </PageContainer>
  );
}
