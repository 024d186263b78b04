import { Box, Chip, Container, Stack, Typography } from '@villa/shared/mui/core';
import { Link as RouterLink } from '@villa/shared/router';
import type { BlogPost } from '@villa/shared/contracts/entities';
import { formatBlogDate } from '@villa/shared/format/date';
import { paths } from '@villa/shared/lib/paths';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { CommentIcon, HeartIcon } from '@villa/shared/ui/icons';
import { tintedChipSx } from '../../../lib/tint.ts';
import { usePost } from '../api/get-post.ts';
import { errorText, isNotFound } from '../lib/is-not-found.ts';
import { BackToBlogLink } from './back-to-blog-link.tsx';
import { readingTimeText } from './blog-card.tsx';
import { CategoryChips } from './category-chips.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { PostContent } from './post-content.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function PostArticle({ post }: { post: BlogPost }) {
  return (
    <Box component="article">
      <Stack spacing={2} component="header" sx={{ mb: 3 }}>
        <CategoryChips categories={post.categories} />
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          {post.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`By ${post.author.name} · `}
          <time dateTime={post.published_at}>{formatBlogDate(post.published_at)}</time>
          {` · ${readingTimeText(post.reading_time)}`}
        </Typography>
      </Stack>
      <SafeImage
        src={post.featured_image}
        alt={post.title}
        width={1200}
        height={630}
        priority
        sx={{ width: '100%', borderRadius: 3, mb: 3, aspectRatio: '1200 / 630' }}
      />
      <PostContent html={post.content} />
      <Stack component="footer" spacing={2} sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        {post.tags.length > 0 ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            role="group"
            aria-label="Tags"
            sx={{ flexWrap: 'wrap' }}
          >
            {post.tags.map((tag) => (
              <Chip
                key={tag._id}
                component={RouterLink}
                to={paths.blogTag(tag.slug)}
                clickable
                size="small"
                label={tag.name}
                sx={tintedChipSx(tag.color)}
              />
            ))}
          </Stack>
        ) : null}
        <Stack direction="row" spacing={3} sx={{ color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <HeartIcon fontSize="small" sx={{ color: 'error.main' }} />
            <Typography variant="body2">{plural(post.like_count, 'like', 'likes')}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <CommentIcon fontSize="small" />
            <Typography variant="body2">{plural(post.comment_count, 'comment', 'comments')}</Typography>
          </Stack>
        </Stack>
      </Stack>
    </Box>
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
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 2 }}>
        <BackToBlogLink />
      </Box>
      {body}
    </Container>
  );
}
