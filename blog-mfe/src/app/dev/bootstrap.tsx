import { mountDevHost, withSlug } from '@villa/shared/dev/dev-host';
import { paths, routePatterns } from '@villa/shared/lib/paths';
import BlogCategoryPage from '../exposes/blog-category-page.tsx';
import BlogIndexPage from '../exposes/blog-index-page.tsx';
import BlogPostPage from '../exposes/blog-post-page.tsx';
import BlogTagPage from '../exposes/blog-tag-page.tsx';

mountDevHost({
  remote: 'blog',
  links: [{ label: 'Blog index', to: paths.blog() }],
  routes: [
    { path: '/', element: <BlogIndexPage /> },
    { path: routePatterns.blog, element: <BlogIndexPage /> },
    { path: routePatterns.blogTag, element: withSlug(BlogTagPage) },
    { path: routePatterns.blogCategory, element: withSlug(BlogCategoryPage) },
    { path: routePatterns.blogPost, element: withSlug(BlogPostPage) },
  ],
});
