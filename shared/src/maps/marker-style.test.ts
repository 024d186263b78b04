import { describe, expect, it } from 'vitest';
import type { PlaceType } from '@villa/api/schemas';
import { MARKER_STYLES } from './marker-style.ts';

const styles = Object.values(MARKER_STYLES);

describe('MARKER_STYLES', () => {
  it('gives every kind its own colour, icon and name', () => {
    expect(new Set(styles.map((style) => style.color.toLowerCase())).size).toBe(styles.length);
    expect(new Set(styles.map((style) => style.glyph)).size).toBe(styles.length);
    expect(new Set(styles.map((style) => style.label)).size).toBe(styles.length);
    for (const style of styles) expect(style.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('shows projects in the brand colour', () => {
    expect(MARKER_STYLES.project.color).toBe('#1f4d3a');
  });
});

describe('the place markers', () => {
  it("style spec 3's ten place types besides the project, home and search markers", () => {
    // Every place type the server knows has a style (a type added there fails to compile here).
    const styled: Record<PlaceType, unknown> = MARKER_STYLES;
    const markers = ['project', 'home', 'search'];
    expect(Object.keys(styled)).toEqual(expect.arrayContaining(markers));
    expect(Object.keys(styled).filter((kind) => !markers.includes(kind))).toHaveLength(10);
  });
});
