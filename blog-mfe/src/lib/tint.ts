const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const FALLBACK_COLOR = '#1f4d3a';

/** The entity's colour if it is a #rrggbb colour, else the brand green. */
export const entityColor = (color: string | null | undefined): string =>
  color && HEX_COLOR.test(color) ? color : FALLBACK_COLOR;

/**
 * A chip in an entity's own colour (spec 2.5): the colour for text and outline over a faint tint of
 * it (the colour with alpha 0x1a). Anything but a #rrggbb colour falls back to the brand green.
 * Plain CSS, for an emotion `styled` element.
 */
export function tintedChipStyle(color: string | null | undefined) {
  const base = entityColor(color);
  return {
    color: base,
    backgroundColor: `${base}1a`,
    border: `1px solid ${base}4d`,
    '&:hover, &:focus-visible': { backgroundColor: `${base}33` },
  };
}
