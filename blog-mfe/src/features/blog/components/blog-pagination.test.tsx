import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { BlogPagination, paginationItems } from './blog-pagination.tsx';

describe('paginationItems', () => {
  it('shows the first and last pages, one page either side of the current one, and ellipses between', () => {
    expect(paginationItems(1, 2)).toEqual(['previous', 1, 2, 'next']);
    expect(paginationItems(1, 10)).toEqual(['previous', 1, 2, 3, 4, 5, 'end-ellipsis', 10, 'next']);
    expect(paginationItems(5, 10)).toEqual([
      'previous',
      1,
      'start-ellipsis',
      4,
      5,
      6,
      'end-ellipsis',
      10,
      'next',
    ]);
    expect(paginationItems(10, 10)).toEqual(['previous', 1, 'start-ellipsis', 6, 7, 8, 9, 10, 'next']);
    expect(paginationItems(4, 7)).toEqual(['previous', 1, 2, 3, 4, 5, 6, 7, 'next']);
  });
});

describe('BlogPagination', () => {
  it('is a list of page buttons named as MUI names them, the current page marked', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<BlogPagination page={5} totalPages={10} onChange={onChange} />);

    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(9);
    expect(within(nav).getByRole('button', { name: 'page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Go to page 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getAllByText('…')).toHaveLength(2);

    await user.click(within(nav).getByRole('button', { name: 'Go to page 10' }));
    await user.click(within(nav).getByRole('button', { name: 'Go to previous page' }));
    await user.click(within(nav).getByRole('button', { name: 'Go to next page' }));
    expect(onChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('disables the way past either end', () => {
    const { rerender } = renderWithProviders(<BlogPagination page={1} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
    rerender(<BlogPagination page={3} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('shows nothing for a single page', () => {
    renderWithProviders(<BlogPagination page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
