import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './hydration.ts';

function Probe() {
  return <p>{useHydrated() ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server, so hydration renders what the server did', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });

  it('is true in a page the browser renders on its own', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
