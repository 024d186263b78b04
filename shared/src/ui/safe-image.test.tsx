import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { SafeImage } from './safe-image.tsx';

describe('SafeImage', () => {
  it('renders a lazy, async-decoded image with its size', () => {
    renderWithProviders(<SafeImage src="/img/villa.jpg" alt="Villa with a pool" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Villa with a pool' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/img/villa.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
  });

  it('loads at once when it is the priority image', () => {
    renderWithProviders(<SafeImage src="/img/hero.jpg" alt="Hero" width={1200} height={600} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows the alt text when the image fails to load, and tries again for a new src', () => {
    const { rerender } = renderWithProviders(
      <SafeImage src="/img/missing.jpg" alt="Villa with a pool" width={320} height={200} />,
    );
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Villa with a pool' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent('Villa with a pool');

    rerender(<SafeImage src="/img/villa.jpg" alt="Villa with a pool" width={320} height={200} />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });
});
