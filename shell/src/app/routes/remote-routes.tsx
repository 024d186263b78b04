import { useParams } from '@villa/shared/router';
import { RemoteSlot } from '../../components/remote-slot.tsx';

// Route elements that hand a remote page its route parameter; the remotes stay router-agnostic
// about where they are mounted.
function useSlug() {
  return useParams().slug ?? '';
}

export const UnitsRoute = () => <RemoteSlot id="listings/UnitsPage" props={{}} loading="Loading villas…" />;
export const WishlistRoute = () => (
  <RemoteSlot id="listings/WishlistPage" props={{}} loading="Loading your wishlist…" />
);
export const UnitRoute = () => (
  <RemoteSlot id="detail/UnitDetailPage" props={{ slug: useSlug() }} loading="Loading villa…" />
);
export const ProjectRoute = () => (
  <RemoteSlot id="detail/ProjectDetailPage" props={{ slug: useSlug() }} loading="Loading project…" />
);
export const ExpertRoute = () => <RemoteSlot id="enquiry/ExpertPage" props={{}} />;
export const DevelopersRoute = () => <RemoteSlot id="enquiry/DeveloperPage" props={{}} />;
export const BlogIndexRoute = () => (
  <RemoteSlot id="blog/BlogIndexPage" props={{}} loading="Loading the blog…" />
);
export const BlogPostRoute = () => (
  <RemoteSlot id="blog/BlogPostPage" props={{ slug: useSlug() }} loading="Loading post…" />
);
export const BlogTagRoute = () => (
  <RemoteSlot id="blog/BlogTagPage" props={{ slug: useSlug() }} loading="Loading posts…" />
);
export const BlogCategoryRoute = () => (
  <RemoteSlot id="blog/BlogCategoryPage" props={{ slug: useSlug() }} loading="Loading posts…" />
);
