import styled from '@emotion/styled';
import { Link as RouterLink } from '@villa/shared/router';
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { formatBlogDate } from '@villa/shared/format/date';
import { paths } from '@villa/shared/lib/paths';
import { Card } from '@villa/shared/ui/kit';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { colors, radius, space, text, up } from '@villa/shared/ui/tokens';
import { withoutProps } from '@villa/shared/ui/kit';
import { chipBase, ChipLabel, ELEVATION_1 } from './chip-link.tsx';
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

/** MUI's elevation 4, a card under the pointer. */
const ELEVATION_4 =
  '0px 2px 4px -1px rgba(0,0,0,0.2),0px 4px 5px 0px rgba(0,0,0,0.14),0px 1px 10px 0px rgba(0,0,0,0.12)';

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

const isVariant = withoutProps('variant');

const CardRoot = styled(Card, { shouldForwardProp: isVariant })<{ variant: BlogCardVariant }>(
  ({ variant }) => ({
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: variant === 'compact' ? 'row' : 'column',
    transition: 'box-shadow 150ms, background-color 150ms',
    '&:focus-within': { outline: `2px solid ${colors.primary.main}` },
    ...(variant === 'featured' ? { [up('md')]: { flexDirection: 'row' } } : {}),
    // Compact cards sit in a list inside the sidebar's own card: flat rows, not cards in a card.
    ...(variant === 'compact'
      ? {
          border: 0,
          boxShadow: 'none',
          backgroundColor: 'transparent',
          '&:hover': { backgroundColor: colors.hover },
        }
      : { '&:hover': { boxShadow: ELEVATION_4 } }),
  }),
);

const Media = styled('div', { shouldForwardProp: isVariant })<{ variant: BlogCardVariant }>(({ variant }) =>
  variant === 'compact'
    ? { position: 'relative', flexShrink: 0, width: COMPACT_IMAGE.width, margin: space(1.5), marginRight: 0 }
    : {
        position: 'relative',
        flexShrink: 0,
        width: '100%',
        margin: 0,
        ...(variant === 'featured' ? { [up('md')]: { width: '55%' } } : {}),
      },
);

const CardImage = styled(SafeImage)({
  width: '100%',
  height: 'auto',
  aspectRatio: `${IMAGE.width} / ${IMAGE.height}`,
  borderRadius: 0,
});

const CompactImage = styled(SafeImage)({
  width: '100%',
  height: COMPACT_IMAGE.height,
  borderRadius: radius.control,
});

const Badge = styled.span({
  ...chipBase('small'),
  position: 'absolute',
  top: 8,
  left: 8,
  color: colors.secondary.contrastText,
  backgroundColor: colors.secondary.main,
  boxShadow: ELEVATION_1,
  pointerEvents: 'none',
});

function FeaturedBadge() {
  return (
    <Badge>
      <ChipLabel size="small">Featured</ChipLabel>
    </Badge>
  );
}

const Body = styled('div', { shouldForwardProp: isVariant })<{ variant: BlogCardVariant }>(({ variant }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: variant === 'compact' ? space(0.5) : space(1),
  padding: variant === 'compact' ? space(1.5) : space(2),
  minWidth: 0,
  flex: 1,
  ...(variant === 'featured' ? { [up('md')]: { padding: space(3) } } : {}),
}));

const Title = styled('h2', { shouldForwardProp: isVariant })<{ variant: BlogCardVariant }>(({ variant }) => ({
  ...text[variant === 'featured' ? 'h5' : variant === 'compact' ? 'subtitle2' : 'h6'],
  ...clamp(variant === 'compact' ? 2 : 3),
  lineHeight: 1.3,
}));

const TitleLink = styled(RouterLink)({
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
});

const Excerpt = styled('p', { shouldForwardProp: withoutProps('lines') })<{ lines: number }>(({ lines }) => ({
  ...text.body2,
  color: colors.text.secondary,
  ...clamp(lines),
}));

const Meta = styled.span({ ...text.caption, color: colors.text.secondary });

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
  const Image = compact ? CompactImage : CardImage;
  const image = compact ? COMPACT_IMAGE : IMAGE;
  return (
    <CardRoot as="article" variant={variant}>
      <Media variant={variant}>
        <Image
          src={post.featured_image}
          alt={post.title}
          width={image.width}
          height={image.height}
          priority={priority}
        />
        {post.is_featured ? <FeaturedBadge /> : null}
      </Media>
      <Body variant={variant}>
        {compact ? null : <CategoryChips categories={post.categories} max={2} />}
        <Title as={headingComponent} variant={variant}>
          <TitleLink to={paths.blogPost(post.slug)}>{post.title}</TitleLink>
        </Title>
        <Excerpt lines={compact ? 1 : featured ? 4 : 3}>{post.excerpt}</Excerpt>
        {compact ? (
          <>
            <CategoryChips categories={post.categories} max={2} />
            <Meta>
              <time dateTime={post.published_at}>{formatBlogDate(post.published_at)}</time>
              {' · '}
              {readingTimeText(post.reading_time)}
            </Meta>
          </>
        ) : null}
      </Body>
    </CardRoot>
  );
}
