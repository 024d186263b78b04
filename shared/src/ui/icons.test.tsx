import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceIcon } from './icons.tsx';

describe('icons', () => {
  it('are plain SVG hidden from screen readers, sized like MUI icons', () => {
    const { container } = render(<PlaceIcon fontSize="small" color="#d32f2f" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.style.fontSize).toBe('1.25rem');
    expect(svg).toHaveStyle({ color: '#d32f2f' });
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M12 2C8\.13/);
  });

  it('take a size in px', () => {
    const { container } = render(<PlaceIcon fontSize={56} />);
    expect(container.querySelector('svg')).toHaveStyle({ fontSize: '56px' });
  });
});
