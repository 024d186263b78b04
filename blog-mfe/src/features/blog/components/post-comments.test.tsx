import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@villa/api/schemas';
import { setAuth } from '@villa/shared/state/auth';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { PostComments } from './post-comments.tsx';

const POST_ID = '6742a1f00000000000b00001';
const LIST_PATH = `/api/v1/blog/posts/${POST_ID}/comments`;

let sequence = 0;
function makeComment(overrides: Partial<Comment> = {}): Comment {
  sequence += 1;
  return {
    _id: `6742a1f00000000000d0${String(sequence).padStart(4, '0')}`,
    post_id: POST_ID,
    name: 'Anita Desai',
    comment: `Comment ${sequence}`,
    created_at: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
}

const page = (comments: Comment[], pageNumber: number, total: number, totalPages: number) =>
  Response.json({
    status: 'success',
    data: { comments, pagination: { page: pageNumber, limit: 20, total, totalPages } },
  });

/** Comment pages by number; POST /blog/comments answered by `onPost`. */
function stubComments(
  pages: Record<number, () => Response>,
  onPost: (body: Record<string, string>) => Response = () => new Response('', { status: 500 }),
) {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/v1/blog/comments' && init?.method === 'POST') {
      return onPost(JSON.parse(String(init.body)) as Record<string, string>);
    }
    if (url.pathname === LIST_PATH)
      return pages[Number(url.searchParams.get('page'))]?.() ?? page([], 1, 0, 0);
    return new Response('', { status: 404 });
  });
}

/** Opens the comment form as a reader does: 'Write a comment' loads it and shows it. */
async function openForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Write a comment' }));
  return screen.findByRole('form', { name: 'Leave a comment' });
}

const commentPosts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PostComments', () => {
  it('lists the comments oldest first as text, with a way to the next page', async () => {
    const first = makeComment({ name: 'Rahul Menon', comment: 'Visit <a href="https://x.example">x</a>' });
    const second = makeComment();
    const third = makeComment({ comment: 'From page two' });
    stubComments({ 1: () => page([first, second], 1, 3, 2), 2: () => page([third], 2, 3, 2) });
    const { user } = renderWithProviders(<PostComments postId={POST_ID} commentCount={3} />);

    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (3)' })).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Rahul Menon');
    expect(items[0]).toHaveTextContent('Nov 20, 2026');
    expect(within(items[0]!).getByText('Visit <a href="https://x.example">x</a>')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await within(list).findByText('From page two')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
  });

  it('invites the first comment when there is none, and offers Retry when the list fails', async () => {
    let fail = true;
    stubComments({ 1: () => (fail ? new Response('', { status: 502 }) : page([], 1, 0, 0)) });
    const { user } = renderWithProviders(<PostComments postId={POST_ID} commentCount={0} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch comments');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No comments yet. Be the first to comment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('adds a posted comment to the list at once, a script tag in it as text', async () => {
    const text = '<script>alert("hi")</script> Is the clubhouse ready?';
    const fetchMock = stubComments({ 1: () => page([makeComment()], 1, 1, 1) }, (body) =>
      Response.json(
        { status: 'success', data: makeComment({ name: body.name, comment: body.comment }) },
        { status: 201 },
      ),
    );
    const { user, container } = renderWithProviders(<PostComments postId={POST_ID} commentCount={1} />);
    const form = await openForm(user);
    await screen.findByRole('list', { name: 'Comments' });

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Kiran Rao');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'kiran.rao@example.in');
    // `{` starts a key name for user-event: paste the text instead.
    await user.click(within(form).getByRole('textbox', { name: 'Comment' }));
    await user.paste(text);
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your comment is posted.');
    const list = screen.getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(text)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Kiran Rao');
    expect(JSON.parse(String(commentPosts(fetchMock)[0]![1]!.body))).toEqual({
      post_id: POST_ID,
      name: 'Kiran Rao',
      email: 'kiran.rao@example.in',
      comment: text,
      website: '',
    });
  });

  it('has a honeypot named website, hidden from people and from the keyboard', async () => {
    stubComments({});
    const { user, container } = renderWithProviders(<PostComments postId={POST_ID} commentCount={0} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Leave a comment' })).toBeInTheDocument();
    expect(screen.getByText('Your email is not shown with your comment.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Leave a comment' })).toBeNull();
    await openForm(user);

    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot.type).toBe('text');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'name',
      'email',
      'comment',
    ]);
  });

  it('says what to fix before sending anything', async () => {
    const fetchMock = stubComments({});
    const { user } = renderWithProviders(<PostComments postId={POST_ID} commentCount={0} />);
    const form = await openForm(user);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'K');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'kiran@example');
    await user.type(
      within(form).getByRole('textbox', { name: 'Comment' }),
      'See https://a.example, www.b.example and c.example/d',
    );
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));

    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter your name (2 to 80 characters)',
    );
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      'Please keep to at most 2 links in a comment',
    );
    await user.clear(within(form).getByRole('textbox', { name: 'Comment' }));
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), ' x ');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      'Please write a comment of 2 to 2000 characters',
    );
    expect(commentPosts(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s refusal as it says it, and keeps what was typed', async () => {
    const message = 'Too many comments from this email address: at most 5 an hour. Please try again later.';
    stubComments({}, () =>
      Response.json({ statusCode: 429, error: 'Too Many Requests', message }, { status: 429 }),
    );
    const { user } = renderWithProviders(<PostComments postId={POST_ID} commentCount={0} />);
    const form = await openForm(user);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Kiran Rao');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'kiran.rao@example.in');
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Lovely villas');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('Lovely villas');
  });

  it('fills in the logged-in user’s name and email', async () => {
    stubComments({});
    const { user, store } = renderWithProviders(<PostComments postId={POST_ID} commentCount={0} />);
    const form = await openForm(user);
    setAuth(
      'token-1',
      {
        _id: '6742a1f0000000000000f001',
        name: 'Meera Iyer',
        email: 'meera@example.in',
        phone: { code: '+91', number: '9876543210' },
        phone_number: '9876543210',
      },
      store,
    );
    expect(await within(form).findByDisplayValue('Meera Iyer')).toBe(
      within(form).getByRole('textbox', { name: 'Name' }),
    );
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('meera@example.in');
  });
});
