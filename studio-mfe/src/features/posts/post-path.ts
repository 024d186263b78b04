// The editor's address for a post: /studio/posts/{id}, or /studio/posts/new to write one.
import { studioRoutes } from '@villa/api/contract/studio-pages';

export const NEW_POST = 'new';

export const postPath = (id: string) => studioRoutes.post.replace(':slug', encodeURIComponent(id));
