// The layout of the pages that invite someone to list with us (/for-developers, /list-your-villa):
// a centred header, a row of cards, the form's panel and a note under it. The kit and emotion only,
// no MUI: these are first screens.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Container, Text } from '@villa/shared/ui/kit';
import { colors, space, text, up } from '@villa/shared/ui/tokens';

export const LandingPage = styled(Container)({
  paddingBlock: space(4),
  [up('md')]: { paddingBlock: space(6) },
});

const Header = styled.header({
  textAlign: 'center',
  maxWidth: 720,
  marginInline: 'auto',
  marginBottom: space(3),
  [up('md')]: { marginBottom: space(5) },
});

/** MUI's overline: small capitals, widely spaced. */
const Overline = styled.span({
  margin: 0,
  fontSize: '0.75rem',
  lineHeight: 2.66,
  letterSpacing: '0.08333em',
  textTransform: 'uppercase',
  fontWeight: 700,
  color: colors.secondary.dark,
});

const Title = styled.h1({ ...text.h4, fontSize: '1.75rem', [up('md')]: { fontSize: '2.25rem' } });

const Intro = styled(Text)({ color: colors.text.secondary, marginTop: space(1.5) });

export function LandingHeader({
  overline,
  title,
  intro,
}: {
  overline: string;
  title: string;
  intro: ReactNode;
}) {
  return (
    <Header>
      <Overline>{overline}</Overline>
      <Title>{title}</Title>
      <Intro>{intro}</Intro>
    </Header>
  );
}

/** Cards one under another on a phone, three across from 900 px. */
export const CardRow = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  [up('md')]: { gap: space(3), gridTemplateColumns: 'repeat(3, 1fr)' },
});

/** A card's content: 16 px all round, 24 px at the bottom. */
export const CardBody = styled.div({ padding: space(2, 2, 3) });

export const CardTitle = styled.h2({ ...text.h6, marginBottom: '0.35em' });

export const FormArea = styled.section({
  maxWidth: 880,
  marginInline: 'auto',
  marginTop: space(4),
  [up('md')]: { marginTop: space(5) },
});

export const FootNote = styled(Text)({
  textAlign: 'center',
  marginTop: space(3),
  color: colors.text.secondary,
  '& a': { color: colors.primary.main, fontWeight: 600 },
});
