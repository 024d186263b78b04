import styled from '@emotion/styled';
import { HeartIcon, HeartOutlineIcon } from '@villa/shared/ui/icons';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { usePostLike } from '../hooks/use-post-like.ts';
import { likesLabel, Toggle } from './like-toggle.tsx';

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(1, 1.5) });

const Failure = styled.p({ ...text.body2, color: colors.error });

/**
 * The post's heart: pressed when this reader likes it, with the count. It is a toggle only once the
 * reader's state is known (until then the post's count shows and a click does nothing).
 */
export function LikeButton({ post }: { post: { _id: string; like_count: number } }) {
  const { liked, count, ready, failure, toggle } = usePostLike(post);
  return (
    <Row>
      <Toggle
        type="button"
        aria-pressed={ready ? liked : undefined}
        aria-disabled={ready ? undefined : true}
        aria-label={likesLabel(count)}
        onClick={toggle}
      >
        {liked ? <HeartIcon fontSize="small" color={colors.error} /> : <HeartOutlineIcon fontSize="small" />}
        <span aria-hidden>{count}</span>
      </Toggle>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Row>
  );
}
