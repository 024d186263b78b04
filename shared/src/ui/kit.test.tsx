import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { Button, ButtonLink, Chip, Skeleton, Spinner, Text } from './kit.tsx';

describe('the first-paint kit', () => {
  it('renders text on the element its meaning asks for, without leaking style props to the DOM', () => {
    renderWithProviders(
      <Text as="h1" look="h4" tone="brand">
        Villas in Bengaluru
      </Text>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Villas in Bengaluru' });
    expect(heading).not.toHaveAttribute('look');
    expect(heading).not.toHaveAttribute('tone');
    expect(heading).not.toHaveAttribute('as');
  });

  it('makes buttons and button-like links that keep their look props to themselves', () => {
    renderWithProviders(
      <>
        <Button type="button" variant="contained" size="large">
          Enquire now
        </Button>
        <ButtonLink to="/units" variant="outlined" color="inherit">
          Show All Villas
        </ButtonLink>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Enquire now' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    const link = screen.getByRole('link', { name: 'Show All Villas' });
    expect(link).toHaveAttribute('href', '/units');
    expect(link).not.toHaveAttribute('color');
  });

  it('hides skeletons from screen readers and names a labelled spinner', () => {
    const { container } = renderWithProviders(
      <>
        <Skeleton shape="rounded" height={200} />
        <Spinner label="Sending" />
        <Spinner />
        <Chip as="li">RERA</Chip>
      </>,
    );
    expect(container.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
    expect(screen.getByText('RERA').tagName).toBe('LI');
  });
});
