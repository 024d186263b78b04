import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { FooterOnIntent } from './footer-on-intent.tsx';

// The first touch is one promise per page (lib/first-touch.ts): the test that touches comes last.
// In a real browser, with the server's own HTML: e2e/tests/server-rendering.test.ts.
describe('the footer, its code loaded on intent', () => {
  it('loads at once in a page the browser renders on its own', async () => {
    renderWithProviders(<FooterOnIntent />);
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });

  it("keeps the server's footer as it is until the buyer's first touch, then draws its own", async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div style="display: contents;"><footer>The server footer</footer></div>';
    document.body.append(container);
    renderWithProviders(<FooterOnIntent />, { container, hydrate: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('The server footer');

    fireEvent.pointerDown(window);
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(container.textContent).not.toContain('The server footer');
    expect(container.querySelectorAll('footer')).toHaveLength(1);
  });
});
