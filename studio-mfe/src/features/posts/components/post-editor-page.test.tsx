import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import type { StudioPost, StudioPostBody } from '@villa/shared/contracts/entities';
import { blogOptions, draftPost, postAnswers } from '../../../testing/posts-data.ts';
import { PostEditor } from './post-editor-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubPosts(write: (url: URL, init: RequestInit) => Response) {
  return stubFetch((url, init) => {
    if (init?.method && init.method !== 'GET') return write(url, init);
    const answer = (postAnswers() as Record<string, object>)[url.pathname];
    return answer ? Response.json(answer) : new Response('', { status: 404 });
  });
}
const sentBody = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  JSON.parse(
    String(fetchMock.mock.calls.findLast(([, init]) => init?.method === method)?.[1]?.body),
  ) as StudioPostBody;

describe('the post editor', () => {
  it('loads the rich-text editor only when asked, and saves what was written as HTML', async () => {
    const fetchMock = stubPosts((_url, init) =>
      Response.json({
        status: 'success',
        data: { ...draftPost, ...(JSON.parse(String(init.body)) as object) },
      }),
    );
    const { user } = renderWithProviders(<PostEditor id={draftPost._id} />);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Buying a villa in Goa');
    expect(screen.getByText(/7 words: Start here Check the title deed first\./)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit the body' }));
    const body = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 5000 });
    expect(within(body).getByRole('heading', { name: 'Start here' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name: 'Bold' }),
    );
    await user.type(body, ' Then the survey.');
    await user.click(screen.getByRole('button', { name: 'Save the post' }));

    expect(await screen.findByText('“Buying a villa in Goa” is saved: draft.')).toBeInTheDocument();
    const sent = sentBody(fetchMock, 'PATCH');
    expect(sent.content).toContain('<h2>Start here</h2>');
    expect(sent.content).toContain('<strong> Then the survey.</strong>');
    expect(sent).toMatchObject({
      status: 'draft',
      featured_upload_id: draftPost.featured_upload_id,
      author_id: blogOptions.authors[0]?._id,
    });
  });

  it('schedules a post for a time in India, and refuses a time gone by', async () => {
    const fetchMock = stubPosts((_url, init) =>
      Response.json({
        status: 'success',
        data: {
          ...draftPost,
          status: 'scheduled',
          published_at: (JSON.parse(String(init.body)) as StudioPost).published_at,
        },
      }),
    );
    const { user } = renderWithProviders(<PostEditor id={draftPost._id} />);
    await user.click(await screen.findByRole('radio', { name: 'Scheduled' }));
    const when = screen.getByLabelText(/Appears at \(India time\)/);
    await user.type(when, '2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save the post' }));
    expect(await screen.findByText('A scheduled post’s time is still to come')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/v1/studio/posts/${draftPost._id}`).length).toBe(1);

    await user.clear(when);
    await user.type(when, '2099-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save the post' }));
    expect(await screen.findByText(/is saved: scheduled for 2099-01-01 09:00 ist/)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PATCH')).toMatchObject({
      status: 'scheduled',
      published_at: '2099-01-01T09:00:00+05:30',
    });
  });

  it('copies a private preview link of a draft', async () => {
    stubPosts((url) =>
      url.pathname.endsWith('/preview-link')
        ? Response.json(
            {
              status: 'success',
              data: {
                url: 'https://villa.example/blog/preview/tok',
                api_url: '/x',
                expires_at: '2026-12-04T06:30:00.000Z',
              },
            },
            { status: 201 },
          )
        : new Response('', { status: 404 }),
    );
    const { user } = renderWithProviders(<PostEditor id={draftPost._id} />);
    await user.click(await screen.findByRole('button', { name: 'Copy preview link' }));
    expect(
      await screen.findByText(/Preview link copied\. It works until 2026-12-04 12:00 IST/),
    ).toBeInTheDocument();
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('https://villa.example/blog/preview/tok');
  });

  it("shows the API's message under the field it names", async () => {
    stubPosts(() =>
      Response.json({ message: 'slug: is already the address of another post' }, { status: 400 }),
    );
    const { user } = renderWithProviders(<PostEditor id={draftPost._id} />);
    await user.click(await screen.findByRole('button', { name: 'Save the post' }));
    const slug = screen.getByRole('textbox', { name: 'Address (slug)' });
    expect(await screen.findByText('Is already the address of another post')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the required fields of a new post before sending it', async () => {
    const fetchMock = stubPosts(() => new Response('', { status: 500 }));
    const { user } = renderWithProviders(<PostEditor id="new" />);
    await user.click(await screen.findByRole('button', { name: 'Create the post' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Excerpt is required')).toBeInTheDocument();
    expect(screen.getByText('Body is required')).toBeInTheDocument();
    expect(screen.getByText('Featured image is required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy preview link' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
