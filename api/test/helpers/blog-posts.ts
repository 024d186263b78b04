// Blog posts and views a test adds to the shared database: posts no other test touches, with the
// all-time counts and past days' views it needs. Remove them after the file (removeAddedPosts): the
// other blog tests count the published posts.
import { newId } from '../../src/lib/ids.ts';
import { VIEW_DAY } from '../../src/plugins/app/blog-posts.ts';
import { getTestDb } from './database.ts';

const added: string[] = [];

export interface NewPost {
  viewCount?: number;
  status?: 'published' | 'draft';
  /** Hours from now when it is (or was) published; negative is in the past. */
  publishedIn?: number;
}

/** Adds a post and returns its id. */
export async function addPost({ viewCount = 0, status = 'published', publishedIn = -24 }: NewPost = {}) {
  const id = newId();
  await (
    await getTestDb()
  ).query(
    `INSERT INTO blog_posts (id, slug, title, excerpt, content, featured_image, status, author_id, published_at, view_count)
     VALUES ($1, $2, 'Added by a test', 'A post a test added', '<p>Text</p>', '/x.svg', $3,
       (SELECT id FROM blog_authors ORDER BY id LIMIT 1),
       CASE WHEN $3 = 'published' THEN now() + $4 * interval '1 hour' END, $5)`,
    [id, `test-post-${id}`, status, publishedIn, viewCount],
  );
  added.push(id);
  return id;
}

/** Deletes the posts added so far, with their views, likes and comments. */
export async function removeAddedPosts() {
  await (await getTestDb()).query('DELETE FROM blog_posts WHERE id = ANY($1)', [added.splice(0)]);
}

/** A reader's view of the post `daysAgo` Indian days ago, as recordView stored it that day. */
export async function addReaderView(postId: string, daysAgo: number) {
  await (
    await getTestDb()
  ).query(`INSERT INTO blog_post_views (post_id, day, visitor_hash) VALUES ($1, ${VIEW_DAY} - $2::int, $3)`, [
    postId,
    daysAgo,
    `visitor:test-${newId()}`,
  ]);
}

/** The post's total of views for the day `daysAgo` Indian days ago. */
export async function addDailyViews(postId: string, daysAgo: number, views: number) {
  await (
    await getTestDb()
  ).query(`INSERT INTO blog_post_daily_views (post_id, day, views) VALUES ($1, ${VIEW_DAY} - $2::int, $3)`, [
    postId,
    daysAgo,
    views,
  ]);
}
