import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { comment, paged } from '../../../testing/moderation-data.ts';
import { CommentsModeration } from './comments-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('comment moderation', () => {
  it('shows each comment as text with its post, email and address count, and hides one', async () => {
    let hidden = false;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST' && url.pathname === `/api/v1/studio/comments/${comment._id}/hide`) {
        hidden = true;
        return Response.json({ status: 'success', data: { ...comment, hidden } });
      }
      if (url.pathname === '/api/v1/studio/comments')
        return Response.json(paged('comments', [{ ...comment, hidden }]));
      return new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<CommentsModeration />);
    const table = await screen.findByRole('table', { name: 'Comments' });
    const row = within(table).getByRole('row', { name: /Priya N/ });
    expect(within(row).getByText('Buying a villa in Goa')).toBeInTheDocument();
    expect(within(row).getByText('priya@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Cheap pills <b>here</b>')).toBeInTheDocument();
    expect(within(row).getByText('14')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-26 10:00')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Hide: the comment by Priya N' }));
    expect(await screen.findByText('The comment by Priya N is hidden from readers.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Show again: the comment by Priya N' }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/v1/studio/comments/${comment._id}/hide`)).toHaveLength(1);
  });

  it('filters to the hidden ones through the address, and says when there are none', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/v1/studio/comments'
        ? Response.json(paged('comments', url.searchParams.get('visibility') === 'hidden' ? [] : [comment]))
        : new Response('', { status: 404 }),
    );
    const { user } = renderWithProviders(<CommentsModeration />);
    await screen.findByRole('table', { name: 'Comments' });
    await user.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(await screen.findByText('No comments here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hidden' })).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo(fetchMock, '/api/v1/studio/comments').at(-1)?.searchParams.get('visibility')).toBe(
      'hidden',
    );
  });

  it("shows one post's comments from its title, and every post's again", async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/v1/studio/comments'
        ? Response.json(paged('comments', [comment]))
        : new Response('', { status: 404 }),
    );
    const { user } = renderWithProviders(<CommentsModeration />);
    await user.click(
      await screen.findByRole('button', { name: 'Only the comments on Buying a villa in Goa' }),
    );
    expect(await screen.findByText('Only the comments on “Buying a villa in Goa”')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/studio/comments').at(-1)?.searchParams.get('post_id')).toBe(
      comment.post_id,
    );
    expect(screen.queryByRole('button', { name: 'Only the comments on Buying a villa in Goa' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Every post' }));
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/studio/comments').at(-1)?.searchParams.has('post_id')).toBe(
        false,
      ),
    );
    expect(screen.queryByText(/Only the comments on “/)).toBeNull();
  });

  it("shows the API's refusal when the list fails, with a retry", async () => {
    stubFetch(() => Response.json({ message: 'Failed to load the comments' }, { status: 500 }));
    renderWithProviders(<CommentsModeration />);
    expect(await screen.findByText('Failed to load the comments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
