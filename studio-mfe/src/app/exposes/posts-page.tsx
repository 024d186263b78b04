import type { StudioPostsPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { PostsList } from '../../features/posts/components/posts-page.tsx';

/** `studio/PostsPage`, route /studio/posts: editors (and admins). */
export default function StudioPostsPageModule(_props: StudioPostsPageProps) {
  return (
    <StaffPage headTitle="Posts" title="The posts page" roles={['admin', 'editor']}>
      {() => <PostsList />}
    </StaffPage>
  );
}
