import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, useLocation, useNavigate } from '@villa/shared/router';
import { renderWithProviders } from '@villa/shared/testing/render';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

/** A page with the hook and the links a reader follows; the #tags target shows on /blog/topics. */
function Page() {
  useScrollOnNavigate();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/blog/topics">All topics</Link>
      <Link to="/blog/topics#tags">All tags</Link>
      <Link to="/blog?page=2">Next page</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      {pathname === '/blog/topics' ? <section id="tags">Tags</section> : null}
    </>
  );
}

describe('useScrollOnNavigate', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  let scrollIntoView: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page load to the browser', () => {
    renderWithProviders(<Page />, { route: '/blog' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens another page at its top', async () => {
    const { user } = renderWithProviders(<Page />, { route: '/blog' });
    await user.click(screen.getByRole('link', { name: 'All topics' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens a link with a #hash at the element it names', async () => {
    const { user } = renderWithProviders(<Page />, { route: '/blog' });
    await user.click(screen.getByRole('link', { name: 'All tags' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('tags'));
  });

  it('does not scroll when only the query changes, or on Back', async () => {
    const { user } = renderWithProviders(<Page />, { route: '/blog' });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'All topics' }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
