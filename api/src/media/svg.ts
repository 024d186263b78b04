// Tiny helpers for writing compact SVG by hand.

export type Attrs = Record<string, string | number | undefined>;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([key, value]) => value !== undefined && !((key === 'x' || key === 'y') && value === 0))
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join('');
}

/** Whole numbers keep the files small; a pixel is fine enough for these pictures. */
export function round(value: number): string {
  return String(Math.round(value));
}

export function el(tag: string, values: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string | undefined,
  extra: Attrs = {},
) => el('rect', { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string | undefined, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string | undefined,
  extra: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });

export const text = (x: number, y: number, content: string, extra: Attrs = {}) =>
  el('text', { x, y, ...extra }, escapeXml(content));

/** A vertical gradient from `top` to `bottom`. */
export const vGradient = (id: string, top: string, bottom: string) =>
  el(
    'linearGradient',
    { id, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 1, 'stop-color': bottom }),
  );

/** A diagonal gradient from `from` to `to`. */
export const dGradient = (id: string, from: string, to: string) =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 1, y2: 1 },
    el('stop', { offset: 0, 'stop-color': from }) + el('stop', { offset: 1, 'stop-color': to }),
  );

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function svgDocument(
  width: number,
  height: number,
  title: string,
  defs: string,
  body: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}
