import { describe, expect, it } from 'vitest';
import { tintedChipSx } from './tint.ts';

describe('tintedChipSx', () => {
  it('uses the colour for the text over a faint tint of it', () => {
    expect(tintedChipSx('#c0392b')).toMatchObject({ color: '#c0392b', bgcolor: '#c0392b1a' });
  });

  it('falls back to the brand green without a usable colour', () => {
    expect(tintedChipSx(null)).toMatchObject({ color: '#1f4d3a', bgcolor: '#1f4d3a1a' });
    expect(tintedChipSx('red')).toMatchObject({ color: '#1f4d3a' });
  });
});
