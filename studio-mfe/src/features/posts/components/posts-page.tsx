// /studio/posts (editors and admins): the blog's posts in every state, by status and by a word of the
// title or slug; the filter and the page are in the address. Each title opens the editor.
import styled from '@emotion/styled';
import { POST_STATES, type PostState } from '@villa/api/contract/blog-studio';
import type { StudioPostsQuery } from '@villa/shared/contracts/entities';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { useForm } from '@villa/shared/forms/form';
import { useSearchParams } from '@villa/shared/router';
import { Button, ButtonLink, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, up } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { usePosts } from '../api/get-posts.ts';
import { NEW_POST, postPath } from '../post-path.ts';
import { STATE_NAMES } from './post-status.ts';
import { PostsTable } from './posts-table.tsx';

const Section = styled(Card)({ padding: space(3), marginTop: space(3) });
const Head = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
});
const Filters = styled.div({
  display: 'grid',
  gap: space(2),
  alignItems: 'start',
  marginBottom: space(2),
  [up('md')]: { gridTemplateColumns: 'auto 1fr' },
});
const States = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1), alignItems: 'center' });
const Search = styled.form({ display: 'flex', gap: space(1), alignItems: 'flex-start' });

/** The API's query from the address: a state of the contract's list, a search, a page from 1. */
export function postsQueryOf(params: URLSearchParams): StudioPostsQuery {
  const query: StudioPostsQuery = {};
  const status = POST_STATES.find((name) => name === params.get('status'));
  const search = params.get('search')?.trim();
  const page = Number(params.get('page'));
  if (status) query.status = status;
  if (search) query.search = search;
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function PostsList() {
  const [params, setParams] = useSearchParams();
  const query = postsQueryOf(params);
  const posts = usePosts(query);
  const form = useForm<{ search: string }>({ values: { search: query.search ?? '' } });

  const go = (changes: { status?: PostState | null; search?: string; page?: number }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === undefined || value === 1) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const search = form.handleSubmit((values) => go({ search: values.search.trim() }));

  return (
    <>
      <Head>
        <Text as="h1" look="h5">
          Posts
        </Text>
        <ButtonLink to={postPath(NEW_POST)} variant="contained">
          Write a post
        </ButtonLink>
      </Head>
      <Text look="body2" tone="secondary">
        Drafts, scheduled and published posts. A scheduled post appears on the blog at its time.
      </Text>
      <Section>
        <Filters>
          <States role="group" aria-label="Status">
            <Button
              size="small"
              variant={query.status ? 'outlined' : 'contained'}
              aria-pressed={!query.status}
              onClick={() => go({ status: null })}
            >
              All
            </Button>
            {POST_STATES.map((state) => (
              <Button
                key={state}
                size="small"
                variant={query.status === state ? 'contained' : 'outlined'}
                aria-pressed={query.status === state}
                onClick={() => go({ status: state })}
              >
                {STATE_NAMES[state]}
              </Button>
            ))}
          </States>
          <Search role="search" aria-label="Search the posts" onSubmit={(event) => void search(event)}>
            <FormTextField control={form.control} name="search" label="Title or slug" />
            <Button type="submit" variant="outlined" style={{ marginTop: space(1) }}>
              Search
            </Button>
          </Search>
        </Filters>
        {posts.isLoading ? (
          <StatusMessage kind="loading" title="Loading the posts…" />
        ) : posts.error && !posts.data ? (
          <StatusMessage kind="error" title={errorText(posts.error)} onRetry={() => void posts.mutate()} />
        ) : (
          <PostsTable
            posts={posts.data?.posts ?? []}
            total={posts.data?.pagination.total ?? 0}
            page={query.page ?? 1}
            pageCount={posts.data?.pagination.totalPages ?? 1}
            onPage={(page) => go({ page })}
          />
        )}
      </Section>
    </>
  );
}
