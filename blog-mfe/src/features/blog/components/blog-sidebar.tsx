import { useId, useState } from 'react';
import { Box, Card, Stack, Typography } from '@villa/shared/mui/core';
import { Tab, Tabs } from '@villa/shared/mui/tabs';
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { SIDEBAR_POST_COUNT } from '../../../config/blog.ts';
import { popularPosts, recentPosts, type SidebarTab } from '../lib/sidebar-posts.ts';
import { BlogCard } from './blog-card.tsx';
import { PopularTags } from './popular-tags.tsx';

const TABS: Record<SidebarTab, { label: string; empty: string }> = {
  popular: { label: 'Popular Posts', empty: 'No Popular Posts Found' },
  recent: { label: 'Recent Posts', empty: 'No Recent Posts Found' },
};

export interface BlogSidebarProps {
  /** The posts of the page on screen, which the tabs order by likes or by date. */
  posts: readonly BlogPostSummary[];
  loading: boolean;
}

/** The blog's side column (spec 2.5): Popular / Recent Posts tabs (Popular first) and Popular Tags. */
export function BlogSidebar({ posts, loading }: BlogSidebarProps) {
  const [tab, setTab] = useState<SidebarTab>('popular');
  const baseId = useId();
  const shown =
    tab === 'popular' ? popularPosts(posts, SIDEBAR_POST_COUNT) : recentPosts(posts, SIDEBAR_POST_COUNT);

  return (
    <Stack component="aside" aria-label="More from the blog" spacing={3}>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: SidebarTab) => setTab(next)}
          variant="fullWidth"
          aria-label="Blog posts"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {(Object.keys(TABS) as SidebarTab[]).map((key) => (
            <Tab
              key={key}
              value={key}
              label={TABS[key].label}
              id={`${baseId}-${key}-tab`}
              aria-controls={`${baseId}-${key}-panel`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`${baseId}-${tab}-panel`}
          aria-labelledby={`${baseId}-${tab}-tab`}
          sx={{ p: 1.5 }}
        >
          {loading ? (
            <StatusMessage kind="loading" title="Loading..." dense />
          ) : shown.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
              {TABS[tab].empty}
            </Typography>
          ) : (
            <Stack spacing={1.5}>
              {shown.map((post) => (
                <BlogCard key={post._id} post={post} variant="compact" headingComponent="h3" />
              ))}
            </Stack>
          )}
        </Box>
      </Card>
      <PopularTags />
    </Stack>
  );
}
