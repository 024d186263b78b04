// /studio/comments (editors and admins): the blog's comments, newest first, to hide or show again.
// The filter and the page are in the address, so a filtered list survives a reload.
import { useState } from 'react';
import styled from '@emotion/styled';
import { COMMENT_VISIBILITIES, type CommentVisibility } from '@villa/api/contract/blog-studio';
import type { StudioComment, StudioCommentsQuery } from '@villa/shared/contracts/entities';
import { useSearchParams } from '@villa/shared/router';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { useComments } from '../api/get-comments.ts';
import { setCommentHidden } from '../api/set-comment-hidden.ts';
import { CommentsTable } from './comments-table.tsx';

const Section = styled(Card)({ padding: space(3), marginTop: space(3) });
const Filters = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1), marginBottom: space(2) });
const PostFilter = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(1),
  marginBottom: space(2),
});

const VISIBILITY_NAMES: Record<CommentVisibility, string> = { visible: 'Visible', hidden: 'Hidden' };

/** The API's query from the address: a known visibility, a post, and a page from 1. */
export function commentsQueryOf(params: URLSearchParams): StudioCommentsQuery {
  const query: StudioCommentsQuery = {};
  const visibility = COMMENT_VISIBILITIES.find((name) => name === params.get('visibility'));
  const page = Number(params.get('page'));
  const post = params.get('post_id');
  if (visibility) query.visibility = visibility;
  if (post) query.post_id = post;
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function CommentsModeration() {
  const [params, setParams] = useSearchParams();
  const query = commentsQueryOf(params);
  const comments = useComments(query);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const [postTitle, setPostTitle] = useState<string | null>(null);
  const filter = (changes: { visibility?: CommentVisibility | null; post_id?: string | null }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };
  const show = (visibility: CommentVisibility | null) => filter({ visibility });
  const shownPost = query.post_id
    ? (comments.data?.comments[0]?.post_title ?? postTitle ?? 'one post')
    : null;
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };
  const toggle = async (comment: StudioComment) => {
    setBusyId(comment._id);
    try {
      const changed = await setCommentHidden(comment._id, !comment.hidden);
      setNotice({
        text: changed.hidden
          ? `The comment by ${changed.name} is hidden from readers.`
          : `The comment by ${changed.name} shows on the post again.`,
        error: false,
      });
      await comments.mutate();
    } catch (error) {
      setNotice({ text: errorText(error), error: true });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <Text as="h1" look="h5">
        Comments
      </Text>
      <Text look="body2" tone="secondary">
        Readers&apos; comments on the blog, newest first. A hidden comment leaves its post and the post&apos;s
        count; many from one address often mean spam.
      </Text>
      <div aria-live="polite">
        {notice && (
          <Text
            role={notice.error ? 'alert' : undefined}
            look="body2"
            tone={notice.error ? 'error' : 'brand'}
            style={{ marginTop: space(2) }}
          >
            {notice.text}
          </Text>
        )}
      </div>
      <Section>
        <Filters role="group" aria-label="Show">
          <Button
            size="small"
            variant={query.visibility ? 'outlined' : 'contained'}
            aria-pressed={!query.visibility}
            onClick={() => show(null)}
          >
            All
          </Button>
          {COMMENT_VISIBILITIES.map((visibility) => (
            <Button
              key={visibility}
              size="small"
              variant={query.visibility === visibility ? 'contained' : 'outlined'}
              aria-pressed={query.visibility === visibility}
              onClick={() => show(visibility)}
            >
              {VISIBILITY_NAMES[visibility]}
            </Button>
          ))}
        </Filters>
        {shownPost && (
          <PostFilter>
            <Text look="body2">Only the comments on “{shownPost}”</Text>
            <Button size="small" variant="outlined" onClick={() => filter({ post_id: null })}>
              Every post
            </Button>
          </PostFilter>
        )}
        {comments.isLoading ? (
          <StatusMessage kind="loading" title="Loading the comments…" />
        ) : comments.error && !comments.data ? (
          <StatusMessage
            kind="error"
            title={errorText(comments.error)}
            onRetry={() => void comments.mutate()}
          />
        ) : (
          <CommentsTable
            comments={comments.data?.comments ?? []}
            total={comments.data?.pagination.total ?? 0}
            page={query.page ?? 1}
            pageCount={comments.data?.pagination.totalPages ?? 1}
            onPage={toPage}
            busyId={busyId}
            onToggle={(comment) => void toggle(comment)}
            onPost={
              query.post_id
                ? undefined
                : (comment) => {
                    setPostTitle(comment.post_title);
                    filter({ post_id: comment.post_id });
                  }
            }
          />
        )}
      </Section>
    </>
  );
}
