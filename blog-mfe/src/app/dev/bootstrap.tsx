// The remote on its own (DESIGN.md section 2): a minimal host with the providers the shell gives,
// mounting the exposed pages at the shell's paths. The dev server proxies /api to the API.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link as RouterLink, Outlet, RouterProvider, useParams } from 'react-router';
import { Box, CssBaseline, Link, ThemeProvider } from '@mui/material';
import { SWRConfig } from 'swr';
import { setApiOrigin } from '@villa/shared/api/client';
import { swrConfig } from '@villa/shared/api/swr-config';
import { paths, routePatterns } from '@villa/shared/lib/paths';
import { theme } from '@villa/shared/ui/theme';
import BlogCategoryPage from '../exposes/blog-category-page.tsx';
import BlogIndexPage from '../exposes/blog-index-page.tsx';
import BlogPostPage from '../exposes/blog-post-page.tsx';
import BlogTagPage from '../exposes/blog-tag-page.tsx';

setApiOrigin('');

function DevLayout() {
  return (
    <>
      <Box component="header" sx={{ px: 2, py: 1, bgcolor: 'secondary.light', typography: 'body2' }}>
        <strong>blog remote (standalone)</strong>{' '}
        <Link component={RouterLink} to={paths.blog()} sx={{ ml: 2 }}>
          Blog index
        </Link>
      </Box>
      <Outlet />
    </>
  );
}

// Like the shell, hand each page its slug from the route.
const useSlug = () => useParams().slug ?? '';
const PostRoute = () => <BlogPostPage slug={useSlug()} />;
const TagRoute = () => <BlogTagPage slug={useSlug()} />;
const CategoryRoute = () => <BlogCategoryPage slug={useSlug()} />;

const router = createBrowserRouter([
  {
    element: <DevLayout />,
    children: [
      { path: '/', element: <BlogIndexPage /> },
      { path: routePatterns.blog, element: <BlogIndexPage /> },
      { path: routePatterns.blogTag, element: <TagRoute /> },
      { path: routePatterns.blogCategory, element: <CategoryRoute /> },
      { path: routePatterns.blogPost, element: <PostRoute /> },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>
  </ThemeProvider>,
);
