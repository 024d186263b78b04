import { Box, type SxProps, type Theme } from '@villa/shared/mui/core';

// Readable long-form text for the HTML the blog's editors write (headings, lists, quotes, images).
const contentSx: SxProps<Theme> = {
  typography: 'body1',
  fontSize: { xs: '1rem', md: '1.0625rem' },
  lineHeight: 1.75,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& h2': { typography: 'h5', mt: 4, mb: 1.5 },
  '& h3': { typography: 'h6', mt: 3, mb: 1 },
  '& p': { my: 2 },
  '& ul, & ol': { pl: 3, my: 2 },
  '& li': { my: 0.5 },
  '& a': { color: 'primary.main', textDecorationThickness: '1px', textUnderlineOffset: '2px' },
  '& blockquote': {
    m: 0,
    my: 3,
    pl: 2,
    borderLeft: '4px solid',
    borderColor: 'secondary.main',
    color: 'text.secondary',
    fontStyle: 'italic',
  },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2, display: 'block', my: 3 },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', my: 3 },
  '& th, & td': { border: '1px solid', borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
};

/** A post's body. */
export function PostContent({ html }: { html: string }) {
  // Safe to inject: the API sanitises post content (allow-listed tags and attributes) before storing it.
  return <Box className="blog-post-content" sx={contentSx} dangerouslySetInnerHTML={{ __html: html }} />;
}
