import { describe, expect, it } from 'vitest';
import { PLACE_TYPES } from '@villa/api/schemas';
import { MARKER_STYLES, PLACE_KINDS } from './marker-style.ts';

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

describe('PLACE_KINDS', () => {
  it("lists the spec's place types, without projects, home or search", () => {
    // The server's list of place types: a type added there needs a style here.
    expect(PLACE_KINDS).toEqual(PLACE_TYPES);
  });
});
