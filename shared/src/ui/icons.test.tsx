import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceIcon } from './icons.tsx';

describe('icons', () => {
  it('are hidden from screen readers and take SvgIcon props', () => {
    const { container } = render(<PlaceIcon fontSize="small" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('MuiSvgIcon-fontSizeSmall');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M12 2C8\.13/);
  });
});
