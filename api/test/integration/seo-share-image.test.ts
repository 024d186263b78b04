// Share images: what a chat app fetches for a unit's, project's or post's link preview.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImageUrl } from '../../src/media/share-image.ts';
import type {
  BlogListResponse,
  BlogPostResponse,
  ListingResponse,
  ProjectResponse,
  UnitResponse,
} from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { addPost, removeAddedPosts } from '../helpers/blog-posts.ts';
import { blank, upload, type UploadAnswer } from '../helpers/uploads.ts';

const SHARE_URL = /^\/api\/v1\/media\/share\/(villa|interior|blog)\/[1-9]\d{0,2}\.jpg$/;

let app: FastifyInstance;
let unit: UnitResponse['data'];
let project: ProjectResponse['data'];
let post: BlogPostResponse['data'];
beforeAll(async () => {
  app = await buildTestApp();
  const listing = (await app.inject('/api/v1/projects/units?city=Bengaluru&limit=1')).json<ListingResponse>();
  const first = listing.data.units[0]!;
  unit = (await app.inject(`/api/v1/projects/units/slug/${first.slug}`)).json<UnitResponse>().data;
  project = (await app.inject(`/api/v1/projects/slug/${first.project[0]!.slug}`)).json<ProjectResponse>()
    .data;
  const posts = (await app.inject('/api/v1/blog/posts/published?limit=1')).json<BlogListResponse>().data
    .posts;
  post = (await app.inject(`/api/v1/blog/posts/slug/${posts[0]!.slug}`)).json<BlogPostResponse>().data;
});
afterAll(async () => {
  await removeAddedPosts();
  await app.close();
});

async function fetchJpeg(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return { response, metadata: await sharp(response.rawPayload).metadata() };
}

describe('share images', () => {
  it("the unit, project and post responses name their cover's share image", () => {
    expect(unit.share_image).toMatch(SHARE_URL);
    expect(unit.share_image).toBe(shareImageUrl(unit.gallery[0]!.url, '/api/v1/media/villa/1.svg'));
    expect(unit.share_image).toBe(
      unit.gallery[0]!.url.replace('/media/', '/media/share/').replace('.svg', '.jpg'),
    );
    expect(project.share_image).toBe(
      project.gallery[0]!.url.replace('/media/', '/media/share/').replace('.svg', '.jpg'),
    );
    expect(post.share_image).toBe(
      post.featured_image.replace('/media/', '/media/share/').replace('.svg', '.jpg'),
    );
  });

  it('is a JPEG of exactly 1200×630, cached for a year', async () => {
    for (const url of [unit.share_image, project.share_image, post.share_image]) {
      const { metadata } = await fetchJpeg(url);
      expect(metadata.format).toBe('jpeg');
      expect([metadata.width, metadata.height]).toEqual([1200, 630]);
    }
  });

  it('is made once: the same bytes again, also for requests at the same moment', async () => {
    const url = '/api/v1/media/share/villa/777.jpg';
    const answers = await Promise.all(Array.from({ length: 4 }, () => app.inject(url)));
    const again = await app.inject(url);
    for (const answer of [...answers, again])
      expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
  });

  it('answers HEAD like GET', async () => {
    const head = await app.inject({ method: 'HEAD', url: unit.share_image });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.body).toBe('');
  });

  it('answers 404 for a share image of no picture', async () => {
    for (const url of [
      '/api/v1/media/share/villa/0.jpg',
      '/api/v1/media/share/villa/1000.jpg',
      '/api/v1/media/share/villa/01.jpg',
      '/api/v1/media/share/villa/1.png',
      '/api/v1/media/share/castle/1.jpg',
      '/api/v1/media/share/upload/0123456789abcdef01234567.jpg',
      '/api/v1/media/share/upload/not-an-id.jpg',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Image not found');
    }
  });

  it('is made from an uploaded photo when that is the cover', async () => {
    const photo = await blank(2000, 1500).jpeg().toBuffer();
    const sent = await upload(app, [{ name: 'villa.jpg', bytes: photo, type: 'image/jpeg' }]);
    expect(sent.statusCode).toBe(201);
    const uploaded = sent.json<UploadAnswer>().data[0]!;
    const url = shareImageUrl(uploaded.url, '/api/v1/media/villa/1.svg');
    expect(url).toBe(`/api/v1/media/share/upload/${uploaded._id}.jpg`);
    const { metadata } = await fetchJpeg(url);
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });

  it("falls back to a generated picture's share image for a cover we don't serve", async () => {
    await addPost(); // its featured image is '/x.svg'
    const posts = (await app.inject('/api/v1/blog/posts/published?limit=50')).json<BlogListResponse>().data
      .posts;
    const added = posts.find((candidate) => candidate.featured_image === '/x.svg')!;
    const detail = (await app.inject(`/api/v1/blog/posts/slug/${added.slug}`)).json<BlogPostResponse>().data;
    expect(detail.share_image).toBe('/api/v1/media/share/blog/1.jpg');
    await fetchJpeg(detail.share_image);
  });
});
