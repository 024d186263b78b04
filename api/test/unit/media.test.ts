import { describe, expect, it } from 'vitest';
import { MEDIA_KINDS, renderMedia } from '../../src/media/index.ts';

describe('generated pictures', () => {
  it.each(MEDIA_KINDS)('%s pictures are small, valid-looking SVG documents, the same every time', (kind) => {
    for (const n of [1, 2, 3, 17, 250, 999]) {
      const svg = renderMedia(kind, n);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg.length).toBeLessThan(7000);
      expect(renderMedia(kind, n)).toBe(svg);
    }
  });

  it('varies from one number to the next', () => {
    const villas = new Set(Array.from({ length: 20 }, (_, i) => renderMedia('villa', i + 1)));
    expect(villas.size).toBe(20);
  });

  it('averages under 6 KB', () => {
    for (const kind of MEDIA_KINDS) {
      const total = Array.from({ length: 200 }, (_, i) => renderMedia(kind, i * 5 + 1).length).reduce(
        (a, b) => a + b,
      );
      expect(total / 200).toBeLessThan(6000);
    }
  });

  it('refuses numbers outside 1-999', () => {
    expect(() => renderMedia('villa', 0)).toThrow(RangeError);
    expect(() => renderMedia('villa', 1000)).toThrow(RangeError);
  });
});
