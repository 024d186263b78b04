import type { StudioCommentsPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { CommentsModeration } from '../../features/comments/components/comments-page.tsx';

/** `studio/CommentsPage`, route /studio/comments: editors (and admins). */
export default function StudioCommentsPageModule(_props: StudioCommentsPageProps) {
  return (
    <StaffPage headTitle="Comments" title="Comment moderation" roles={['admin', 'editor']}>
      {() => <CommentsModeration />}
    </StaffPage>
  );
}
