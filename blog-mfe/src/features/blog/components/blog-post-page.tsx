import styled from '@emotion/styled';
import type { BlogPost } from '@villa/shared/contracts/entities';
import { formatBlogDate } from '@villa/shared/format/date';
import { paths } from '@villa/shared/lib/paths';
import { CommentIcon, HeartIcon } from '@villa/shared/ui/icons';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { usePost } from '../api/get-post.ts';
import { errorText, isNotFound } from '../lib/is-not-found.ts';
import { BackToBlogLink } from './back-to-blog-link.tsx';
import { readingTimeText } from './blog-card.tsx';
import { CategoryChips } from './category-chips.tsx';
import { ChipLink, ChipRow } from './chip-link.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { BackLinkRow, PageContainer } from './page-layout.tsx';
import { PostContent } from './post-content.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const Header = styled.header({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  marginBottom: space(3),
});

const Title = styled.h1({ ...text.h3, fontSize: '1.75rem', [up('md')]: { fontSize: '2.5rem' } });

const Byline = styled.p({ ...text.body2, color: colors.text.secondary });

/** The post's picture (its largest paint), full width at 1200 × 630. */
const Picture = styled(SafeImage)({
  width: '100%',
  borderRadius: 30,
  marginBottom: space(3),
  aspectRatio: '1200 / 630',
});

const Footer = styled.footer({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  marginTop: space(4),
  paddingTop: space(3),
  borderTop: `1px solid ${colors.divider}`,
});

const Counts = styled.div({ display: 'flex', gap: space(3), color: colors.text.secondary });

const Count = styled.div({ display: 'flex', alignItems: 'center', gap: space(0.75) });

const CountText = styled.p(text.body2);

function PostArticle({ post }: { post: BlogPost }) {
  return (
    <article>
      <Header>
        <CategoryChips categories={post.categories} />
        <Title>{post.title}</Title>
        <Byline>
          {`By ${post.author.name} · `}
          <time dateTime={post.published_at}>{formatBlogDate(post.published_at)}</time>
          {` · ${readingTimeText(post.reading_time)}`}
        </Byline>
      </Header>
      <Picture src={post.featured_image} alt={post.title} width={1200} height={630} priority />
      <PostContent html={post.content} />
      <Footer>
        {post.tags.length > 0 ? (
          <ChipRow gap={8} role="group" aria-label="Tags">
            {post.tags.map((tag) => (
              <ChipLink key={tag._id} to={paths.blogTag(tag.slug)} color={tag.color} size="small">
                {tag.name}
              </ChipLink>
            ))}
          </ChipRow>
        ) : null}
        <Counts>
          <Count>
            <HeartIcon fontSize="small" color={colors.error} />
            <CountText>{plural(post.like_count, 'like', 'likes')}</CountText>
          </Count>
          <Count>
            <CommentIcon fontSize="small" />
            <CountText>{plural(post.comment_count, 'comment', 'comments')}</CountText>
          </Count>
        </Counts>
      </Footer>
    </article>
  );
}

/** /blog/:slug: one post. */
export function BlogPostPage({ slug }: { slug: string }) {
  const { data, error, isLoading, mutate } = usePost(slug);

  let body;
  // Server-rendered data (SWR fallback) counts as loaded: SWR still reports isLoading while it revalidates.
  if (isLoading && !data) body = <StatusMessage kind="loading" title="Loading post..." />;
  else if (!slug || isNotFound(error)) body = <NotFoundMessage title="We couldn't find that post" />;
  else if (error || !data) {
    body = <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  } else body = <PostArticle post={data.data} />;

  return (
    <PageContainer narrow>
      <BackLinkRow>
        <BackToBlogLink />
      </BackLinkRow>
      {body}
    </PageContainer>
  );
}
