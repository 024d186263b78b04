import { describe, expect, it } from 'vitest';
import { tintedChipStyle } from './tint.ts';

describe('tintedChipStyle', () => {
  it('uses the colour for the text over a faint tint of it', () => {
    expect(tintedChipStyle('#c0392b')).toMatchObject({
      color: '#c0392b',
      backgroundColor: '#c0392b1a',
      border: '1px solid #c0392b4d',
      '&:hover, &:focus-visible': { backgroundColor: '#c0392b33' },
    });
  });

  it('falls back to the brand green without a usable colour', () => {
    expect(tintedChipStyle(null)).toMatchObject({ color: '#1f4d3a', backgroundColor: '#1f4d3a1a' });
    expect(tintedChipStyle('red')).toMatchObject({ color: '#1f4d3a' });
  });
});
