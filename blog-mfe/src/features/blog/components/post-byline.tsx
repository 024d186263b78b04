import styled from '@emotion/styled';
import type { Author } from '@villa/api/schemas';
import { formatBlogDate } from '@villa/shared/format/date';
import { paths } from '@villa/shared/lib/paths';
import { Link } from '@villa/shared/router';
import { colors, text } from '@villa/shared/ui/tokens';
import { readingTimeText } from './blog-card.tsx';

const Byline = styled.p({ ...text.body2, color: colors.text.secondary });

const AuthorLink = styled(Link)({
  fontWeight: 600,
  color: colors.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
});

/** 'By {author} · {date} · {n} min read', the author's name linking to their page. */
export function PostByline({
  author,
  publishedAt,
  readingTime,
}: {
  author: Pick<Author, 'name' | 'slug'>;
  publishedAt: string;
  readingTime: number;
}) {
  return (
    <Byline>
      {'By '}
      <AuthorLink to={paths.blogAuthor(author.slug)}>{author.name}</AuthorLink>
      {' · '}
      <time dateTime={publishedAt}>{formatBlogDate(publishedAt)}</time>
      {` · ${readingTimeText(readingTime)}`}
    </Byline>
  );
}
