import { Box, Card, Chip, Link, Stack, Typography } from '@villa/shared/mui/core';
import { Link as RouterLink } from '@villa/shared/router';
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { formatBlogDate } from '@villa/shared/format/date';
import { paths } from '@villa/shared/lib/paths';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { CategoryChips } from './category-chips.tsx';

export type BlogCardVariant = 'default' | 'featured' | 'compact';

export interface BlogCardProps {
  post: BlogPostSummary;
  variant?: BlogCardVariant;
  /** The title's heading level where the card sits: h2 in a page's grid, h3 in the sidebar. */
  headingComponent?: 'h2' | 'h3';
  /** The page's first card: its picture loads at once (the page's largest paint). */
  priority?: boolean;
}

/** The spec's 'popular and recent cards use an image 24 units high': Tailwind's h-24, 6 rem. */
const COMPACT_IMAGE = { width: 128, height: 96 } as const;
const IMAGE = { width: 640, height: 360 } as const;

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

export function readingTimeText(minutes: number): string {
  return `${minutes} min read`;
}

function FeaturedBadge() {
  return (
    <Chip
      label="Featured"
      size="small"
      color="secondary"
      sx={{ position: 'absolute', top: 8, left: 8, boxShadow: 1, pointerEvents: 'none' }}
    />
  );
}

/**
 * A blog post card (spec 2.5) in three variants: image, 'Featured' badge, title, excerpt and at most
 * two category chips; compact also shows the date and reading time. The title link is stretched
 * over the whole card, so there is one link to the post and the chips stay links of their own.
 */
export function BlogCard({
  post,
  variant = 'default',
  headingComponent = 'h2',
  priority = false,
}: BlogCardProps) {
  const compact = variant === 'compact';
  const featured = variant === 'featured';
  const image = compact ? COMPACT_IMAGE : IMAGE;
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: compact ? 'row' : { xs: 'column', md: featured ? 'row' : 'column' },
        transition: 'box-shadow 150ms, background-color 150ms',
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
        // Compact cards sit in a list inside the sidebar's own card: flat rows, not cards in a card.
        ...(compact
          ? { border: 0, boxShadow: 'none', bgcolor: 'transparent', '&:hover': { bgcolor: 'action.hover' } }
          : { '&:hover': { boxShadow: 4 } }),
      }}
    >
      <Box
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: compact ? COMPACT_IMAGE.width : { xs: '100%', md: featured ? '55%' : '100%' },
          m: compact ? 1.5 : 0,
          mr: compact ? 0 : undefined,
        }}
      >
        <SafeImage
          src={post.featured_image}
          alt={post.title}
          width={image.width}
          height={image.height}
          priority={priority}
          sx={{
            width: '100%',
            height: compact ? COMPACT_IMAGE.height : 'auto',
            aspectRatio: compact ? undefined : `${IMAGE.width} / ${IMAGE.height}`,
            borderRadius: compact ? 1 : 0,
          }}
        />
        {post.is_featured ? <FeaturedBadge /> : null}
      </Box>
      <Stack
        spacing={compact ? 0.5 : 1}
        sx={{ p: compact ? 1.5 : { xs: 2, md: featured ? 3 : 2 }, minWidth: 0, flex: 1 }}
      >
        {compact ? null : <CategoryChips categories={post.categories} max={2} />}
        <Typography
          component={headingComponent}
          variant={featured ? 'h5' : compact ? 'subtitle2' : 'h6'}
          sx={{ ...clamp(compact ? 2 : 3), lineHeight: 1.3 }}
        >
          <Link
            component={RouterLink}
            to={paths.blogPost(post.slug)}
            underline="hover"
            color="inherit"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {post.title}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', ...clamp(compact ? 1 : featured ? 4 : 3) }}
        >
          {post.excerpt}
        </Typography>
        {compact ? (
          <>
            <CategoryChips categories={post.categories} max={2} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <time dateTime={post.published_at}>{formatBlogDate(post.published_at)}</time>
              {' · '}
              {readingTimeText(post.reading_time)}
            </Typography>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
