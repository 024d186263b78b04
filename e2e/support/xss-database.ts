// A seeded PGlite data folder with XSS payloads written straight into the tables, past the API's
// validation and the seed's sanitiser: as content from an import, an admin tool or a bad migration.
// The server is then started on it (tests/xss-corpus.test.ts).
import path from 'node:path';
import { migrate } from '../../api/src/db/migrate.ts';
import { openPglite } from '../../api/src/db/pglite.ts';
import { seedIfEmpty } from '../../api/src/db/seed.ts';
import { newId } from '../../api/src/lib/ids.ts';
import { ROOT } from './server.ts';

/** What was written where, for the test to visit. */
export interface StoredPayloads {
  /** The newest published posts, in order: each body holds a share of the corpus. */
  posts: { slug: string; endMarker: string }[];
  tagSlug: string;
  categorySlug: string;
  /** How many rows of each table carry a payload. */
  rows: Record<string, number>;
}

/** The number of posts whose bodies share the corpus between them. */
const POSTS = 4;

/** Every payload in some post body, and each text field a payload too, in turn. */
export async function seedWithPayloads(
  dataDir: string,
  payloads: readonly string[],
): Promise<StoredPayloads> {
  const db = await openPglite(dataDir);
  try {
    await migrate(db, path.join(ROOT, 'api', 'migrations'));
    await seedIfEmpty(db);
    return await db.transaction(async (tx) => {
      let turn = 0;
      const next = () => payloads[turn++ % payloads.length]!;
      const rows: Record<string, number> = {};
      const ids = async (sql: string) => (await tx.query<{ id: string }>(sql)).map((row) => row.id);
      /** Sets each row's columns to a label and a payload. */
      const fill = async (table: string, label: string, columns: string[]) => {
        const rowIds = await ids(`SELECT id FROM ${table} ORDER BY id`);
        for (const [n, id] of rowIds.entries()) {
          const values = columns.map((_, c) => (c === 0 ? `${label} ${n}: ${next()}` : next()));
          const assignments = columns.map((column, c) => `${column} = $${c + 2}`).join(', ');
          await tx.query(`UPDATE ${table} SET ${assignments} WHERE id = $1`, [id, ...values]);
        }
        rows[table] = rowIds.length;
      };

      const posts = await tx.query<{ id: string; slug: string }>(
        `SELECT id, slug FROM blog_posts WHERE status = 'published' AND published_at <= now()
         ORDER BY published_at DESC, id DESC LIMIT ${POSTS}`,
      );
      const share = Math.ceil(payloads.length / POSTS);
      const stored = posts.map(({ id, slug }, k) => {
        const body = payloads.slice(k * share, (k + 1) * share).map((payload) => `<div>${payload}</div>`);
        const endMarker = `End of XSS post ${k}`;
        return {
          id,
          slug,
          endMarker,
          content: `<p>Start of XSS post ${k}</p>${body.join('')}<p>${endMarker}</p>`,
        };
      });
      for (const [k, post] of stored.entries()) {
        await tx.query('UPDATE blog_posts SET title = $2, excerpt = $3, content = $4 WHERE id = $1', [
          post.id,
          `XSS post ${k}: ${next()}`,
          next(),
          post.content,
        ]);
      }
      rows.blog_posts = stored.length;
      const postIds = stored.map((post) => post.id);
      const [category] = await tx.query<{ id: string; slug: string }>(
        `SELECT c.id, c.slug FROM blog_categories c JOIN blog_post_categories pc ON pc.category_id = c.id
         WHERE pc.post_id = ANY($1::text[]) ORDER BY c.slug LIMIT 1`,
        [postIds],
      );
      const [tag] = await tx.query<{ id: string; slug: string }>(
        `SELECT t.id, t.slug FROM blog_tags t JOIN blog_post_tags pt ON pt.tag_id = t.id
         WHERE pt.post_id = ANY($1::text[]) ORDER BY t.slug LIMIT 1`,
        [postIds],
      );
      await fill('blog_categories', 'XSS category', ['name', 'description']);
      await fill('blog_tags', 'XSS tag', ['name']);
      await fill('projects', 'XSS project', ['name', 'builder', 'description']);
      await fill('units', 'XSS unit', ['name', 'description']);
      await fill('reviews', 'XSS reviewer', ['name', 'review']);
      await fill('sales_team', 'XSS expert', ['name', 'designation', 'location']);
      // No page shows enquiries today; they are stored for whatever shows them next.
      for (let n = 0; n < 5; n++) {
        await tx.query(
          `INSERT INTO enquiries (id, name, email, phone, country_code, description)
           VALUES ($1, $2, 'buyer@example.com', '9876543210', '+91', $3)`,
          [newId(), next(), next()],
        );
      }
      rows.enquiries = 5;
      return {
        posts: stored.map(({ slug, endMarker }) => ({ slug, endMarker })),
        tagSlug: tag!.slug,
        categorySlug: category!.slug,
        rows,
      };
    });
  } finally {
    await db.close();
  }
}
