import { createAppConfig, DEV_PORTS } from '@villa/tooling/webpack';

export default createAppConfig({
  name: 'blog',
  dir: import.meta.dirname,
  title: 'Villa marketplace – blog (standalone)',
  exposes: {
    './BlogIndexPage': './src/app/exposes/blog-index-page.tsx',
    './BlogPostPage': './src/app/exposes/blog-post-page.tsx',
    './BlogTagPage': './src/app/exposes/blog-tag-page.tsx',
    './BlogCategoryPage': './src/app/exposes/blog-category-page.tsx',
    './BlogAuthorPage': './src/app/exposes/blog-author-page.tsx',
    './BlogTopicsPage': './src/app/exposes/blog-topics-page.tsx',
  },
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
});
