import { describe, expect, it } from 'vitest';
import { tintedChipStyle } from './tint.ts';

// WCAG 2's contrast ratio, written out here so the test does not check the module with itself.
const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const linear = (value: number) => {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: number[]) => 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
const ratio = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
/** `hex` at `alpha` over the page's off-white (#faf8f4), the darker of the chips' backdrops. */
const tintOverPage = (hex: string, alpha: number) =>
  channels(hex).map((value, i) => value * alpha + [0xfa, 0xf8, 0xf4][i]! * (1 - alpha));

// Category and tag colours editors use (the seed's), light ones first.
const EDITOR_COLOURS = ['#fb8c00', '#7cb342', '#00acc1', '#43a047', '#1e88e5', '#e91e63', '#546e7a'];

describe('tintedChipStyle', () => {
  it('keeps the colour for the tint and outline', () => {
    expect(tintedChipStyle('#c0392b')).toMatchObject({
      backgroundColor: '#c0392b1a',
      border: '1px solid #c0392b4d',
      '&:hover, &:focus-visible': { backgroundColor: '#c0392b33' },
    });
  });

  it.each(EDITOR_COLOURS)('writes %s text at 4.5:1 or more on its tint, hovered or not', (colour) => {
    const { color } = tintedChipStyle(colour);
    expect(ratio(channels(color), tintOverPage(colour, 0x1a / 255))).toBeGreaterThanOrEqual(4.5);
    expect(ratio(channels(color), tintOverPage(colour, 0x33 / 255))).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a light colour only as far as it must, keeping its hue', () => {
    // #fb8c00 on its tint reads at 2.2:1; a darker orange, not grey or black.
    const [r, g, b] = channels(tintedChipStyle('#fb8c00').color);
    expect(ratio([r!, g!, b!], tintOverPage('#fb8c00', 0x33 / 255))).toBeLessThan(5);
    expect(r! / g!).toBeCloseTo(0xfb / 0x8c, 1);
    expect(b).toBe(0);
  });

  it('uses a dark colour as it is', () => {
    expect(tintedChipStyle('#1f4d3a').color).toBe('#1f4d3a');
  });

  it('falls back to the brand green without a usable colour', () => {
    expect(tintedChipStyle(null)).toMatchObject({ color: '#1f4d3a', backgroundColor: '#1f4d3a1a' });
    expect(tintedChipStyle('red')).toMatchObject({ color: '#1f4d3a' });
  });
});
