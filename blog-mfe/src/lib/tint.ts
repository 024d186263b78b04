const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const FALLBACK_COLOR = '#1f4d3a';

/**
 * A chip in an entity's own colour (spec 2.5): the colour for text and outline over a faint tint of
 * it (the colour with alpha 0x1a). Anything but a #rrggbb colour falls back to the brand green.
 */
export function tintedChipSx(color: string | null | undefined) {
  const base = color && HEX_COLOR.test(color) ? color : FALLBACK_COLOR;
  return {
    color: base,
    bgcolor: `${base}1a`,
    border: '1px solid',
    borderColor: `${base}4d`,
    '&:hover, &:focus-visible': { bgcolor: `${base}33` },
  };
}
