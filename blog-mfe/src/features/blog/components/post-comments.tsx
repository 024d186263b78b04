import styled from '@emotion/styled';
import { FormOnIntent } from '@villa/shared/forms/form-on-intent';
import { Button } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, text } from '@villa/shared/ui/tokens';
import { usePostComments } from '../api/post-comments.ts';
import { errorText } from '../lib/is-not-found.ts';
import { CommentList } from './comment-list.tsx';

// The form, MUI and react-hook-form load when the reader reaches for 'Write a comment' (DESIGN.md section 9).
const loadCommentForm = () => import('./comment-form.tsx');

const Section = styled.section({ display: 'flex', flexDirection: 'column', gap: space(2) });

const Heading = styled.h2(text.h5);

const More = styled.div({ display: 'flex', justifyContent: 'center' });

/**
 * The comments under a post (loaded when it nears the viewport): the list, oldest first, page by
 * page, and the form. A posted comment joins the list at once, the count with it.
 */
export function PostComments({ postId, commentCount }: { postId: string; commentCount: number }) {
  const comments = usePostComments(postId);
  const headingId = `comments-${postId}`;
  const formTitleId = `comment-form-${postId}`;

  let list;
  if (comments.isLoading) list = <StatusMessage kind="loading" title="Loading comments..." dense />;
  else if (comments.error) {
    list = <StatusMessage kind="error" title={errorText(comments.error)} onRetry={comments.retry} dense />;
  } else if (comments.comments.length === 0) {
    list = <StatusMessage kind="empty" title="No comments yet. Be the first to comment." dense />;
  } else list = <CommentList comments={comments.comments} />;

  return (
    <Section aria-labelledby={headingId}>
      <Heading
        id={headingId}
      >{`Comments (${comments.isLoading || comments.error ? commentCount : comments.total})`}</Heading>
      {list}
      {comments.moreError ? (
        <StatusMessage kind="error" title={errorText(comments.moreError)} onRetry={comments.loadMore} dense />
      ) : comments.hasMore ? (
        <More>
          <Button
            variant="outlined"
            onClick={comments.loadMore}
            disabled={comments.loadingMore}
            aria-busy={comments.loadingMore || undefined}
          >
            Show more comments
          </Button>
        </More>
      ) : null}
      <FormOnIntent
        title="Leave a comment"
        titleId={formTitleId}
        titleLevel={3}
        intro="Your email is not shown with your comment."
        startLabel="Write a comment"
        load={loadCommentForm}
        formProps={{ postId, labelledBy: formTitleId, onPosted: comments.addPosted }}
      />
    </Section>
  );
}

export default PostComments;
