// /studio/posts/{id} and /studio/posts/new (editors and admins): a post's form, its state, and a
// private preview link for a draft or a scheduled post.
import { useState } from 'react';
import styled from '@emotion/styled';
import { PREVIEW_LINK_DAYS } from '@villa/api/contract/blog-studio';
import { studioRoutes } from '@villa/api/contract/studio-pages';
import { Link, useNavigate } from '@villa/shared/router';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';
import { indiaTime } from '../../../lib/india-time.ts';
import { errorText } from '../../../lib/studio-api.ts';
import { createPreviewLink } from '../api/create-preview-link.ts';
import { useBlogOptions } from '../api/get-blog-options.ts';
import { usePost } from '../api/get-post.ts';
import { NEW_POST, postPath } from '../post-path.ts';
import { PostForm } from './post-form.tsx';
import { statusLine } from './post-status.ts';

const Section = styled(Card)({ padding: space(3), marginTop: space(3) });
const Head = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
});

export function PostEditor({ id }: { id: string }) {
  const isNew = id === NEW_POST;
  const post = usePost(isNew ? null : id);
  const options = useBlogOptions();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [linking, setLinking] = useState(false);

  const copyPreview = async () => {
    setLinking(true);
    try {
      const link = await createPreviewLink(id);
      const until = `${indiaTime(link.expires_at)} IST`;
      try {
        await navigator.clipboard.writeText(link.url);
        setNotice({ text: `Preview link copied. It works until ${until}: ${link.url}`, error: false });
      } catch {
        setNotice({ text: `Copy this preview link (it works until ${until}): ${link.url}`, error: false });
      }
    } catch (error) {
      setNotice({ text: errorText(error), error: true });
    } finally {
      setLinking(false);
    }
  };

  const failed = (post.error && !post.data) || (options.error && !options.data);
  const data = post.data ?? null;
  return (
    <>
      <Text look="body2">
        <Link to={studioRoutes.posts}>← All posts</Link>
      </Text>
      <Head>
        <Text as="h1" look="h5">
          {isNew ? 'New post' : (data?.title ?? 'Post')}
        </Text>
        {data && data.status !== 'published' && (
          <Button type="button" variant="outlined" disabled={linking} onClick={() => void copyPreview()}>
            {linking ? 'Making the link…' : 'Copy preview link'}
          </Button>
        )}
      </Head>
      {data && (
        <Text look="body2" tone="secondary">
          {statusLine(data)} · by {data.author.name}
          {data.status !== 'published' ? ` · a preview link works for ${PREVIEW_LINK_DAYS} days` : ''}
        </Text>
      )}
      <div aria-live="polite">
        {notice && (
          <Text
            role={notice.error ? 'alert' : undefined}
            look="body2"
            tone={notice.error ? 'error' : 'brand'}
            style={{ marginTop: space(2), overflowWrap: 'anywhere' }}
          >
            {notice.text}
          </Text>
        )}
      </div>
      <Section>
        {post.isLoading || options.isLoading ? (
          <StatusMessage kind="loading" title="Loading the post…" />
        ) : failed ? (
          <StatusMessage
            kind="error"
            title={errorText(post.error ?? options.error)}
            onRetry={() => {
              void post.mutate();
              void options.mutate();
            }}
          />
        ) : options.data ? (
          <PostForm
            key={data?._id ?? NEW_POST}
            post={data}
            options={options.data}
            onSaved={(saved, created) => {
              setNotice({
                text: `“${saved.title}” is saved: ${statusLine(saved).toLowerCase()}.`,
                error: false,
              });
              if (created) navigate(postPath(saved._id), { replace: true });
              else void post.mutate(saved, { revalidate: false });
            }}
          />
        ) : null}
      </Section>
    </>
  );
}
