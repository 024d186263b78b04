import styled from '@emotion/styled';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { usePostHtml } from '../hooks/use-post-html.ts';

// Readable long-form text for the HTML the blog's editors write (headings, lists, quotes, images).
const Content = styled.div({
  ...text.body1,
  fontSize: '1rem',
  lineHeight: 1.75,
  color: colors.text.primary,
  overflowWrap: 'anywhere',
  [up('md')]: { fontSize: '1.0625rem' },
  '& h2': { ...text.h5, marginTop: space(4), marginBottom: space(1.5) },
  '& h3': { ...text.h6, marginTop: space(3), marginBottom: space(1) },
  '& p': { marginBlock: space(2) },
  '& ul, & ol': { paddingLeft: space(3), marginBlock: space(2) },
  '& li': { marginBlock: space(0.5) },
  '& a': { color: colors.primary.main, textDecorationThickness: '1px', textUnderlineOffset: '2px' },
  '& blockquote': {
    margin: 0,
    marginBlock: space(3),
    paddingLeft: space(2),
    borderLeft: `4px solid ${colors.secondary.main}`,
    color: colors.text.secondary,
    fontStyle: 'italic',
  },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 20, display: 'block', marginBlock: space(3) },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', marginBlock: space(3) },
  '& th, & td': {
    border: `1px solid ${colors.divider}`,
    paddingInline: space(1.5),
    paddingBlock: space(1),
    textAlign: 'left',
  },
});

/** A post's body. */
export function PostContent({ html }: { html: string }) {
  return <Content className="blog-post-content" dangerouslySetInnerHTML={{ __html: usePostHtml(html) }} />;
}
