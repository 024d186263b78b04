import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { PriceText } from './price-text.tsx';

describe('PriceText', () => {
  it('shows the formatted price', () => {
    renderWithProviders(<PriceText value={32_500_000} />);
    expect(screen.getByText('₹3.25 Cr')).toBeInTheDocument();
  });

  it('adds the prefix and the asterisk', () => {
    const { container } = renderWithProviders(
      <PriceText value={4_550_000} prefix="Starting from" asterisk />,
    );
    expect(container).toHaveTextContent(/^Starting from ₹45\.50 L\*$/);
  });

  it('shows the fallback, or nothing, without a usable price', () => {
    const { container, rerender } = renderWithProviders(<PriceText value="12abc" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PriceText value={undefined} fallback="Price on request" />);
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });
});
