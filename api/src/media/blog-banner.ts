// Blog banners: a soft gradient, floating shapes and a villa card with a motif for the topic.
import type { Prng } from '../lib/prng.ts';
import { circle, dGradient, el, path, rect, svgDocument } from './svg.ts';

const PALETTES = [
  ['#1f4d3a', '#3f8f6b', '#f2c94c', '#fdf6e3'],
  ['#243b6b', '#4a6fa5', '#f28482', '#f7f1ea'],
  ['#5b2a3c', '#a4506a', '#f6bd60', '#fff4e8'],
  ['#0f4c5c', '#2a9d8f', '#e9c46a', '#f1faee'],
  ['#3d2c8d', '#7a5fd1', '#ffb4a2', '#f8f4ff'],
  ['#6b3e26', '#c17c54', '#ffd6a5', '#fff8ef'],
] as const;

function miniVilla(x: number, y: number, accent: string): string {
  return (
    rect(x, y + 90, 300, 110, '#ffffff') +
    rect(x + 40, y + 20, 190, 70, '#f3efe8') +
    rect(x + 25, y + 5, 220, 15, '#2f3437') +
    rect(x - 15, y + 78, 330, 14, '#2f3437') +
    rect(x + 60, y + 35, 70, 42, '#5c7c94') +
    rect(x + 150, y + 35, 60, 42, '#5c7c94') +
    rect(x + 20, y + 110, 110, 70, '#5c7c94') +
    rect(x + 150, y + 120, 44, 80, '#9a6a40') +
    rect(x + 215, y + 110, 65, 70, '#5c7c94') +
    rect(x - 30, y + 200, 360, 14, accent, { opacity: 0.8 })
  );
}

function motif(kind: number, x: number, y: number, colour: string): string {
  switch (kind) {
    case 0: // a key
      return (
        circle(x, y, 34, 'none', { stroke: colour, 'stroke-width': 14 }) +
        path(`M${x + 32} ${y}h110v24M${x + 112} ${y}v18`, 'none', {
          stroke: colour,
          'stroke-width': 14,
          'stroke-linecap': 'round',
        })
      );
    case 1: // a document with a tick
      return (
        rect(x - 50, y - 65, 100, 130, '#fff', { rx: 10, stroke: colour, 'stroke-width': 6 }) +
        path(`M${x - 28} ${y - 30}h56M${x - 28} ${y - 8}h40M${x - 22} ${y + 30}l16 16 30 -34`, 'none', {
          stroke: colour,
          'stroke-width': 8,
          'stroke-linecap': 'round',
        })
      );
    case 2: // rising bars
      return (
        [0, 1, 2, 3]
          .map((i) => rect(x - 70 + i * 38, y + 50 - 30 * (i + 1), 26, 30 * (i + 1), colour, { rx: 4 }))
          .join('') +
        path(`M${x - 80} ${y + 10}l50 -30 40 20 60 -60`, 'none', { stroke: '#fff', 'stroke-width': 6 })
      );
    default: // a map pin
      return (
        path(`M${x} ${y + 70}c-40 -50 -60 -80 -60 -110a60 60 0 0 1 120 0c0 30 -20 60 -60 110z`, colour) +
        circle(x, y - 42, 22, '#fff')
      );
  }
}

export function renderBlogBanner(n: number, prng: Prng): string {
  const [dark, mid, accent, light] = PALETTES[n % PALETTES.length] as (typeof PALETTES)[number];
  const defs = dGradient('bg', dark, mid);
  let body = rect(0, 0, 1200, 630, 'url(#bg)');
  for (let i = 0; i < 6; i += 1) {
    body += circle(prng.int(0, 1200), prng.int(0, 630), prng.int(40, 180), i % 2 === 0 ? light : accent, {
      opacity: (prng.int(6, 14) / 100).toFixed(2),
    });
  }
  let lines = '';
  for (let i = 0; i < 5; i += 1) lines += `M${60 + i * 26} ${420 - i * 40}h${prng.int(200, 420)}`;
  body += path(lines, 'none', {
    stroke: light,
    'stroke-opacity': 0.5,
    'stroke-width': 12,
    'stroke-linecap': 'round',
  });
  const cardX = prng.int(600, 680);
  body += rect(cardX, 120, 460, 390, light, { rx: 28 }) + el('g', {}, miniVilla(cardX + 80, 200, accent));
  body += circle(cardX + 80, 150, 80, accent) + motif(n % 4, cardX + 80, 150, dark);
  body +=
    circle(150, 520, 10, accent) +
    circle(190, 520, 10, light, { opacity: 0.6 }) +
    circle(230, 520, 10, light, { opacity: 0.3 });
  return svgDocument(1200, 630, `Blog banner ${n}`, defs, body);
}
