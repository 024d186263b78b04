import { lazy, useId, useState } from 'react';
import styled from '@emotion/styled';
import { Card, moveTabFocus, Tab, TabList } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { WhenNear } from '@villa/shared/ui/when-near';
import { usePopularPosts } from '../api/get-popular-posts.ts';
import { useRecentPosts } from '../api/get-recent-posts.ts';
import { errorText } from '../lib/is-not-found.ts';
import { BlogCard } from './blog-card.tsx';

// Popular Tags, the categories and the tag search come after the posts: loaded as they come near.
const SidebarBrowse = lazy(() => import('./sidebar-browse.tsx'));

export type SidebarTab = 'popular' | 'recent';

const TABS: Record<SidebarTab, { label: string; empty: string }> = {
  popular: { label: 'Popular Posts', empty: 'No Popular Posts Found' },
  recent: { label: 'Recent Posts', empty: 'No Recent Posts Found' },
};
const TAB_KEYS = Object.keys(TABS) as SidebarTab[];

const Aside = styled.aside({ display: 'flex', flexDirection: 'column', gap: space(3) });

const TabPanel = styled.div({ padding: space(1.5) });

const EmptyText = styled.p({
  ...text.body1,
  color: colors.text.secondary,
  textAlign: 'center',
  paddingBlock: space(3),
});

const PostList = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space(1.5),
});

/**
 * The blog's side column (spec 2.5): Popular / Recent Posts tabs (Popular first), each the API's own
 * list in the API's order (/blog/posts/popular, /blog/posts/recent), and Popular Tags.
 */
export function BlogSidebar() {
  const [tab, setTab] = useState<SidebarTab>('popular');
  const baseId = useId();
  // Both lists are asked for at once: five posts each, and the other tab then opens at once.
  const lists = { popular: usePopularPosts(), recent: useRecentPosts() };
  const { data, error, isLoading, mutate } = lists[tab];
  const shown = data?.data.posts ?? [];

  return (
    <Aside aria-label="More from the blog">
      <Card>
        <TabList role="tablist" aria-label="Blog posts" onKeyDown={moveTabFocus}>
          {TAB_KEYS.map((key) => (
            <Tab
              fill
              key={key}
              type="button"
              role="tab"
              id={`${baseId}-${key}-tab`}
              aria-controls={`${baseId}-${key}-panel`}
              aria-selected={tab === key}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
            >
              {TABS[key].label}
            </Tab>
          ))}
        </TabList>
        <TabPanel role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
          {isLoading && !data ? (
            <StatusMessage kind="loading" title="Loading..." dense />
          ) : error && !data ? (
            <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} dense />
          ) : shown.length === 0 ? (
            <EmptyText>{TABS[tab].empty}</EmptyText>
          ) : (
            <PostList>
              {shown.map((post) => (
                <li key={post._id}>
                  <BlogCard post={post} variant="compact" headingComponent="h3" />
                </li>
              ))}
            </PostList>
          )}
        </TabPanel>
      </Card>
      <WhenNear placeholder={null}>
        <SidebarBrowse />
      </WhenNear>
    </Aside>
  );
}
