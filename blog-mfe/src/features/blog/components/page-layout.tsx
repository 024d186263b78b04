import styled from '@emotion/styled';
import { Container } from '@villa/shared/ui/kit';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { withoutProps } from '@villa/shared/ui/kit';

/** The blog's page frame: 1200 px wide (900 px for a post), 24 px above and below (40 px from md). */
export const PageContainer = styled(Container, { shouldForwardProp: withoutProps('narrow') })<{
  narrow?: boolean;
}>(({ narrow = false }) => ({
  maxWidth: narrow ? 900 : 1200,
  paddingBlock: space(3),
  [up('md')]: { paddingBlock: space(5) },
}));

/** A page's title: the h4 style, 1.75 rem on phones and 2.25 rem from md. */
export const PageHeading = styled.h1({
  ...text.h4,
  fontSize: '1.75rem',
  [up('md')]: { fontSize: '2.25rem' },
});

/** The row above a page's content holding the 'Back to blog' link. */
export const BackLinkRow = styled.div({ marginBottom: space(2) });

export const SecondaryText = styled.p({ ...text.body1, color: colors.text.secondary });
