import type { StudioPostPageProps } from '@villa/shared/contracts/exposed-modules';
import { StaffPage } from '../../features/auth/components/staff-page.tsx';
import { PostEditor } from '../../features/posts/components/post-editor-page.tsx';

/** `studio/PostPage`, route /studio/posts/{id} ('new' writes one): editors (and admins). */
export default function StudioPostPageModule({ slug }: StudioPostPageProps) {
  return (
    <StaffPage headTitle="Post" title="The post editor" roles={['admin', 'editor']}>
      {() => <PostEditor key={slug} id={slug} />}
    </StaffPage>
  );
}
