import { colors } from '@villa/shared/ui/tokens';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const FALLBACK_COLOR = '#1f4d3a';

/** The entity's colour if it is a #rrggbb colour, else the brand green. */
export const entityColor = (color: string | null | undefined): string =>
  color && HEX_COLOR.test(color) ? color : FALLBACK_COLOR;

type Rgb = readonly [number, number, number];

const map = (rgb: Rgb, f: (channel: number, i: number) => number): Rgb => [
  f(rgb[0], 0),
  f(rgb[1], 1),
  f(rgb[2], 2),
];
const toRgb = (hex: string): Rgb => map([1, 3, 5], (at) => parseInt(hex.slice(at, at + 2), 16));
const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
/** A colour at `alpha` over an opaque backdrop, as the browser composites it. */
const over = (rgb: Rgb, alpha: number, backdrop: Rgb): Rgb =>
  map(rgb, (channel, i) => channel * alpha + backdrop[i]! * (1 - alpha));

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = map(rgb, (channel) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/** WCAG AA for the chips' 13 px text. */
const MIN_CONTRAST = 4.5;

/**
 * The chip's text colour: the entity's colour, darkened (its channels scaled down, so the hue stays)
 * only as far as it needs to read at 4.5:1 on its own tint. It is checked on the darkest backdrop it
 * gets, the hover tint (alpha 0x33) over the page's off-white; a card's white and the resting tint are
 * lighter. Editors pick bright colours (#fb8c00 on its tint is 2.2:1); those stay as tint and outline.
 */
function readableOn(base: string): string {
  const rgb = toRgb(base);
  const backdrop = over(rgb, 0x33 / 255, toRgb(colors.background));
  for (let scale = 1; scale > 0; scale -= 0.01) {
    const candidate = toHex(map(rgb, (channel) => channel * scale));
    if (contrast(toRgb(candidate), backdrop) >= MIN_CONTRAST) return candidate;
  }
  return colors.text.primary;
}

/**
 * A chip in an entity's own colour (spec 2.5): the colour for text and outline over a faint tint of
 * it (the colour with alpha 0x1a), the text darkened where the colour is too light to read.
 * Anything but a #rrggbb colour falls back to the brand green. Plain CSS, for an emotion `styled`
 * element.
 */
export function tintedChipStyle(color: string | null | undefined) {
  const base = entityColor(color);
  return {
    color: readableOn(base),
    backgroundColor: `${base}1a`,
    border: `1px solid ${base}4d`,
    '&:hover, &:focus-visible': { backgroundColor: `${base}33` },
  };
}
