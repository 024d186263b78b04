// A site master plan: the boundary, roads, villa plots, the clubhouse with a pool, parks and a gate.
import type { Prng } from '../lib/prng.ts';
import { circle, el, path, rect, svgDocument, text } from './svg.ts';

const PLOT_COLOURS = [
  ['#f3d9a4', '#b08d57'],
  ['#f7dfd4', '#b5765e'],
  ['#e9e1f5', '#8a76ad'],
  ['#fde7b8', '#c08a2e'],
] as const;

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

function park(prng: Prng, a: Area): string {
  let trees = '';
  for (let i = 0; i < 9; i += 1) {
    trees += circle(
      a.x + prng.int(18, a.w - 18),
      a.y + prng.int(18, a.h - 18),
      prng.int(9, 16),
      prng.pick(['#4f8a3a', '#6aa34b', '#3c6e2c']),
    );
  }
  return (
    rect(a.x, a.y, a.w, a.h, '#a9d18e', { rx: 10 }) +
    path(
      `M${a.x + 10} ${a.y + a.h / 2}Q${a.x + a.w / 2} ${a.y + 10} ${a.x + a.w - 10} ${a.y + a.h / 2}`,
      'none',
      { stroke: '#e8dcc0', 'stroke-width': 8 },
    ) +
    trees +
    text(a.x + a.w / 2, a.y + a.h - 14, 'Park', { 'text-anchor': 'middle', 'font-size': 16, fill: '#2f5a2a' })
  );
}

function clubhouse(a: Area): string {
  const pw = a.w * 0.5;
  return (
    rect(a.x, a.y, a.w, a.h, '#d9ead0', { rx: 10 }) +
    rect(a.x + 14, a.y + 14, a.w - 28, a.h * 0.38, '#c96f53', { rx: 6 }) +
    text(a.x + a.w / 2, a.y + 14 + a.h * 0.22, 'Clubhouse', {
      'text-anchor': 'middle',
      'font-size': 16,
      fill: '#fff',
      'font-weight': 700,
    }) +
    rect(a.x + 14, a.y + a.h * 0.52 + 10, pw, a.h * 0.4 - 10, '#4fc3f7', {
      rx: 14,
      stroke: '#fff',
      'stroke-width': 6,
    }) +
    rect(a.x + 28 + pw, a.y + a.h * 0.52 + 10, a.w - pw - 42, a.h * 0.4 - 10, '#6fa85b', {
      stroke: '#fff',
      'stroke-width': 3,
    }) +
    text(a.x + 14 + pw / 2, a.y + a.h * 0.77, 'Pool', {
      'text-anchor': 'middle',
      'font-size': 14,
      fill: '#0d4f6b',
    })
  );
}

export function renderMasterPlan(n: number, prng: Prng): string {
  const [plotFill, plotStroke] = PLOT_COLOURS[n % PLOT_COLOURS.length] as (typeof PLOT_COLOURS)[number];
  const columns = [100, prng.int(330, 380), prng.int(620, 680), 1100];
  const middle = prng.int(380, 420);
  const defs = el(
    'pattern',
    { id: 'pt', width: 46, height: 62, patternUnits: 'userSpaceOnUse' },
    rect(3, 3, 40, 56, plotFill, { stroke: plotStroke, 'stroke-width': 2 }) +
      rect(12, 12, 22, 18, plotStroke, { opacity: 0.35 }),
  );

  let body = rect(0, 0, 1200, 800, '#e4edd6');
  body += rect(60, 60, 1080, 680, '#d4e4bc', {
    rx: 24,
    stroke: '#6b8f47',
    'stroke-width': 4,
    'stroke-dasharray': '14 8',
  });

  // Blocks between the roads; one becomes the clubhouse and one a park, the rest villa plots.
  const blocks: Area[] = [];
  for (let c = 0; c < columns.length - 1; c += 1) {
    const x = (columns[c] as number) + 20;
    const w = (columns[c + 1] as number) - (columns[c] as number) - 40;
    blocks.push({ x, y: 120, w, h: middle - 140 }, { x, y: middle + 20, w, h: 680 - middle - 20 - 20 });
  }
  const clubIndex = n % blocks.length;
  const parkIndex = (clubIndex + 3) % blocks.length;
  blocks.forEach((block, index) => {
    if (index === clubIndex) body += clubhouse(block);
    else if (index === parkIndex) body += park(prng, block);
    else
      body +=
        rect(block.x, block.y, block.w, block.h, 'url(#pt)') +
        rect(block.x, block.y, block.w, block.h, 'none', { stroke: plotStroke, 'stroke-width': 2 });
  });

  // Roads: the ring, the cross streets and the spine, with a dashed centre line.
  let roads = `M100 100H1100V700H100ZM100 ${middle}H1100`;
  for (const x of columns.slice(1, -1)) roads += `M${x} 100V700`;
  roads += `M600 700V760`;
  body +=
    path(roads, 'none', { stroke: '#b9b4ab', 'stroke-width': 30, 'stroke-linejoin': 'round' }) +
    path(roads, 'none', { stroke: '#fff', 'stroke-width': 2, 'stroke-dasharray': '12 10' });
  body +=
    rect(560, 740, 80, 20, '#7b5e3b') +
    text(600, 785, 'MAIN ENTRANCE', {
      'text-anchor': 'middle',
      'font-size': 15,
      'font-weight': 700,
      fill: '#4e3b24',
    });

  // Compass and legend.
  body += el(
    'g',
    { transform: 'translate(1150 50)' },
    circle(0, 0, 24, '#fff', { stroke: '#37474f', 'stroke-width': 2 }) +
      path('M0 -20l8 24h-16Z', '#37474f') +
      text(0, 42, 'N', { 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700 }),
  );
  const legend: [string, string][] = [
    [plotFill, 'Villa plots'],
    ['#c96f53', 'Clubhouse'],
    ['#a9d18e', 'Parks'],
    ['#b9b4ab', 'Roads'],
  ];
  body += legend
    .map(
      ([fill, label], index) =>
        rect(700 + index * 115, 758, 18, 18, fill) +
        text(724 + index * 115, 772, label, { 'font-size': 13, fill: '#37474f' }),
    )
    .join('');
  body += text(600, 40, 'MASTER PLAN', {
    'text-anchor': 'middle',
    'font-size': 24,
    'font-weight': 700,
    fill: '#37474f',
    'letter-spacing': 4,
  });
  return svgDocument(
    1200,
    800,
    `Villa community master plan ${n}`,
    defs,
    el('g', { 'font-family': 'Helvetica, Arial, sans-serif' }, body),
  );
}
