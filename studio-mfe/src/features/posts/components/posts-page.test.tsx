import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { draftPost, postsPage, scheduledPost } from '../../../testing/posts-data.ts';
import { PostsList } from './posts-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the posts list', () => {
  it('shows each post with its state and time in India, linked to its editor', async () => {
    stubFetch(() => Response.json(postsPage([draftPost, scheduledPost])));
    renderWithProviders(<PostsList />);
    const table = await screen.findByRole('table', { name: 'Posts' });
    const scheduled = within(table).getByRole('row', { name: /Monsoon maintenance/ });
    expect(scheduled).toHaveTextContent('Scheduled for 2099-01-01 09:00 IST');
    expect(within(table).getByRole('row', { name: /Buying a villa/ })).toHaveTextContent('Draft');
    expect(within(table).getByRole('link', { name: 'Buying a villa in Goa' })).toHaveAttribute(
      'href',
      `/studio/posts/${draftPost._id}`,
    );
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/studio/posts/new');
  });

  it('asks the API by state and by search, and says when nothing matches', async () => {
    const fetchMock = stubFetch((url) =>
      Response.json(postsPage(url.searchParams.get('search') === 'nothing' ? [] : [draftPost])),
    );
    const { user } = renderWithProviders(<PostsList />);
    await screen.findByRole('table', { name: 'Posts' });
    await user.click(screen.getByRole('button', { name: 'Scheduled' }));
    await user.type(screen.getByRole('textbox', { name: 'Title or slug' }), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No posts here.')).toBeInTheDocument();
    const last = requestsTo(fetchMock, '/api/v1/studio/posts').at(-1);
    expect(last?.searchParams.get('status')).toBe('scheduled');
    expect(last?.searchParams.get('search')).toBe('nothing');
  });

  it('shows a failure with a retry', async () => {
    stubFetch(() => Response.json({ message: 'Failed to load the posts' }, { status: 500 }));
    renderWithProviders(<PostsList />);
    expect(await screen.findByText('Failed to load the posts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
