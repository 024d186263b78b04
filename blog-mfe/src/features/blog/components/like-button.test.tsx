import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { VISITOR_ID_STORAGE_KEY } from '../../../config/blog-reader.ts';
import { LikeButton } from './like-button.tsx';

const POST = { _id: '6742a1f00000000000b00001', like_count: 42 };
const LIKE_PATH = `/api/v1/blog/posts/${POST._id}/like`;

const likeAnswer = (liked: boolean, count: number) =>
  Response.json({ status: 'success', data: { post_id: POST._id, liked, like_count: count } });

/** A GET answering `state`; POSTs answered by `onPost`. */
function stubLikes(state: Response, onPost: (body: unknown) => Response | Promise<Response>) {
  return stubFetch((url, init) => {
    if (url.pathname !== LIKE_PATH) return new Response('', { status: 404 });
    if (init?.method === 'POST') return onPost(JSON.parse(String(init.body)));
    return state.clone();
  });
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LikeButton', () => {
  it('shows the reader’s like as the server keeps it, read with the visitor id', async () => {
    const fetchMock = stubLikes(likeAnswer(true, 43), () => likeAnswer(true, 43));
    renderWithProviders(<LikeButton post={POST} />);

    const button = await screen.findByRole('button', { name: 'Like this post, 43 likes', pressed: true });
    expect(button).toHaveTextContent('43');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('X-Visitor-Id')).toBe(localStorage.getItem(VISITOR_ID_STORAGE_KEY));
  });

  it('counts a like at once, sends the state shown, ignores clicks meanwhile and takes the server’s count', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubLikes(
      likeAnswer(false, 42),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { user } = renderWithProviders(<LikeButton post={POST} />);
    const button = await screen.findByRole('button', { name: 'Like this post, 42 likes', pressed: false });

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Like this post, 43 likes');
    await user.click(button);
    expect(posts(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({ liked: true });

    await act(async () => answer(likeAnswer(true, 50)));
    expect(await screen.findByRole('button', { name: 'Like this post, 50 likes', pressed: true })).toBe(
      button,
    );

    // A second click takes it back.
    fetchMock.mockClear();
    await user.click(button);
    expect(button).toHaveAccessibleName('Like this post, 49 likes');
    await act(async () => answer(likeAnswer(false, 49)));
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({ liked: false });
    expect(await screen.findByRole('button', { name: 'Like this post, 49 likes', pressed: false })).toBe(
      button,
    );
  });

  it('puts the count back and says so when the like fails', async () => {
    stubLikes(likeAnswer(false, 1), () =>
      Response.json({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, { status: 500 }),
    );
    const { user } = renderWithProviders(<LikeButton post={{ ...POST, like_count: 1 }} />);
    const button = await screen.findByRole('button', { name: 'Like this post, 1 like', pressed: false });

    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your like could not be saved. Please try again.',
    );
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Like this post, 1 like');
  });

  it('works from the post’s count when the reader’s state cannot be read', async () => {
    const fetchMock = stubLikes(new Response('', { status: 502 }), () => likeAnswer(true, 43));
    const { user } = renderWithProviders(<LikeButton post={POST} />);
    const button = await screen.findByRole('button', { name: 'Like this post, 42 likes', pressed: false });

    await user.click(button);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Like this post, 43 likes', pressed: true })).toBe(
      button,
    );
  });
});
