// A post's own part, on its page and on a preview link's: categories, title, byline, picture, content.
import styled from '@emotion/styled';
import type { BlogPost } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { space, text, up } from '@villa/shared/ui/tokens';
import { CategoryChips } from './category-chips.tsx';
import { PostByline } from './post-byline.tsx';
import { PostContent } from './post-content.tsx';

const Header = styled.header({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  marginBottom: space(3),
});

const Title = styled.h1({ ...text.h3, fontSize: '1.75rem', [up('md')]: { fontSize: '2.5rem' } });

/** The post's picture (its largest paint), full width at 1200 × 630. */
const Picture = styled(SafeImage)({
  width: '100%',
  borderRadius: 30,
  marginBottom: space(3),
  aspectRatio: '1200 / 630',
});

export function PostMain({ post }: { post: BlogPost }) {
  return (
    <>
      <Header>
        <CategoryChips categories={post.categories} />
        <Title>{post.title}</Title>
        <PostByline author={post.author} publishedAt={post.published_at} readingTime={post.reading_time} />
      </Header>
      <Picture src={post.featured_image} alt={post.title} width={1200} height={630} priority />
      <PostContent html={post.content} />
    </>
  );
}
