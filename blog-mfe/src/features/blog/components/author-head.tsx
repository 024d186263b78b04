import type { ProfilePage, WithContext } from 'schema-dts';
import type { AuthorProfile } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { siteUrl } from '@villa/shared/ui/page-head';
import { breadcrumbList, clip } from '@villa/shared/ui/page-head';
import { PageHead } from '@villa/shared/ui/page-head';
import { blogCrumbs, pagedPath, pagedTitle, postCount } from '../lib/blog-head.ts';

/** An author's page as schema.org's ProfilePage of a Person. */
function profilePage(author: AuthorProfile, path: string): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: siteUrl(path),
    mainEntity: {
      '@type': 'Person',
      name: author.name,
      url: siteUrl(path),
      ...(author.bio ? { description: author.bio } : {}),
      ...(author.avatar ? { image: siteUrl(author.avatar) } : {}),
    },
  };
}

/** /blog/author/:slug: 'Priya Sharma: posts', described by their bio. */
export function AuthorHead({ author, page }: { author: AuthorProfile; page: number }) {
  const path = paths.blogAuthor(author.slug);
  return (
    <PageHead
      title={pagedTitle(`${author.name}: posts`, page)}
      description={clip(
        author.bio || `${postCount(author.post_count)} by ${author.name}: villa buying guides and news.`,
      )}
      canonical={pagedPath(path, page)}
      structuredData={[profilePage(author, path), breadcrumbList(blogCrumbs({ name: author.name, path }))]}
    />
  );
}
