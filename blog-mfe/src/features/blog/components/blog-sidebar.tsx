import { useId, useState } from 'react';
import styled from '@emotion/styled';
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { Card, moveTabFocus, Tab, TabList } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { SIDEBAR_POST_COUNT } from '../../../config/blog.ts';
import { popularPosts, recentPosts, type SidebarTab } from '../lib/sidebar-posts.ts';
import { BlogCard } from './blog-card.tsx';
import { PopularTags } from './popular-tags.tsx';

const TABS: Record<SidebarTab, { label: string; empty: string }> = {
  popular: { label: 'Popular Posts', empty: 'No Popular Posts Found' },
  recent: { label: 'Recent Posts', empty: 'No Recent Posts Found' },
};
const TAB_KEYS = Object.keys(TABS) as SidebarTab[];

export interface BlogSidebarProps {
  /** The posts of the page on screen, which the tabs order by likes or by date. */
  posts: readonly BlogPostSummary[];
  loading: boolean;
}

const Aside = styled.aside({ display: 'flex', flexDirection: 'column', gap: space(3) });

const TabPanel = styled.div({ padding: space(1.5) });

const EmptyText = styled.p({
  ...text.body1,
  color: colors.text.secondary,
  textAlign: 'center',
  paddingBlock: space(3),
});

const PostList = styled.div({ display: 'flex', flexDirection: 'column', gap: space(1.5) });

/** The blog's side column (spec 2.5): Popular / Recent Posts tabs (Popular first) and Popular Tags. */
export function BlogSidebar({ posts, loading }: BlogSidebarProps) {
  const [tab, setTab] = useState<SidebarTab>('popular');
  const baseId = useId();
  const shown =
    tab === 'popular' ? popularPosts(posts, SIDEBAR_POST_COUNT) : recentPosts(posts, SIDEBAR_POST_COUNT);

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
          {loading ? (
            <StatusMessage kind="loading" title="Loading..." dense />
          ) : shown.length === 0 ? (
            <EmptyText>{TABS[tab].empty}</EmptyText>
          ) : (
            <PostList>
              {shown.map((post) => (
                <BlogCard key={post._id} post={post} variant="compact" headingComponent="h3" />
              ))}
            </PostList>
          )}
        </TabPanel>
      </Card>
      <PopularTags />
    </Aside>
  );
}
