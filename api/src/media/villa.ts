// A villa exterior: sky, hills, lawn, a one-to-three storey modern villa (flat or pitched roof,
// large windows, wood cladding, a door), palms and round trees, and sometimes a pool.
import type { Prng } from '../lib/prng.ts';
import { circle, el, ellipse, line, path, rect, round, svgDocument, vGradient } from './svg.ts';

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hill: string;
  hillFar: string;
  walls: [string, string];
  trim: string;
  roof: string;
  glassTop: string;
  glassBottom: string;
  wood: string;
  lawnTop: string;
  lawnBottom: string;
  leaves: [string, string, string];
  paving: string;
}

const PALETTES: Palette[] = [
  {
    skyTop: '#5fa8e0',
    skyBottom: '#d4ecf8',
    sun: '#fff6c9',
    hill: '#8fb58a',
    hillFar: '#b7cfc4',
    walls: ['#f6f2ea', '#d8c7ad'],
    trim: '#3b4046',
    roof: '#8b4a36',
    glassTop: '#2d475e',
    glassBottom: '#9cc0d4',
    wood: '#9a6a40',
    lawnTop: '#86b84f',
    lawnBottom: '#4d8a2f',
    leaves: ['#3f7d3a', '#57994a', '#2e6330'],
    paving: '#d9cfc2',
  },
  {
    skyTop: '#f19a55',
    skyBottom: '#fde4b3',
    sun: '#fff1c4',
    hill: '#9a9c6a',
    hillFar: '#d6b48e',
    walls: ['#fff8ee', '#cdb9a4'],
    trim: '#2b2b2b',
    roof: '#565b63',
    glassTop: '#3a4a5a',
    glassBottom: '#f2c98d',
    wood: '#7b4e2d',
    lawnTop: '#93b25a',
    lawnBottom: '#5a7d33',
    leaves: ['#4d7032', '#6b8f3d', '#39592a'],
    paving: '#e0cdb5',
  },
  {
    skyTop: '#34477f',
    skyBottom: '#f0a59a',
    sun: '#ffd9a3',
    hill: '#50606f',
    hillFar: '#8c7f97',
    walls: ['#ece6df', '#a99a8c'],
    trim: '#1f2430',
    roof: '#3c3f48',
    glassTop: '#ffd27a',
    glassBottom: '#f29c3f',
    wood: '#6d4529',
    lawnTop: '#557e4a',
    lawnBottom: '#2f5234',
    leaves: ['#2f5a3a', '#3f6f45', '#244a2f'],
    paving: '#b8aca0',
  },
  {
    skyTop: '#38b6f0',
    skyBottom: '#e2f5fd',
    sun: '#fffbe0',
    hill: '#6fae7a',
    hillFar: '#a9d3c0',
    walls: ['#ffffff', '#b3bfc6'],
    trim: '#37474f',
    roof: '#455a64',
    glassTop: '#1f3f57',
    glassBottom: '#7fb5d1',
    wood: '#a0713f',
    lawnTop: '#6dbf5f',
    lawnBottom: '#2e7d32',
    leaves: ['#2e7d32', '#43a047', '#1b5e20'],
    paving: '#e7e1d8',
  },
  {
    skyTop: '#8fa3ae',
    skyBottom: '#eceff1',
    sun: '#ffffff',
    hill: '#7d9a7f',
    hillFar: '#b5c3c0',
    walls: ['#fafafa', '#a1887f'],
    trim: '#3e3a39',
    roof: '#6d4c41',
    glassTop: '#35444d',
    glassBottom: '#b7c9d2',
    wood: '#8d6e4f',
    lawnTop: '#6f9f3c',
    lawnBottom: '#3b6b22',
    leaves: ['#33691e', '#558b2f', '#2b5518'],
    paving: '#cfc8c0',
  },
  {
    skyTop: '#9fd3f0',
    skyBottom: '#fdf1e6',
    sun: '#fff3d6',
    hill: '#a3c49a',
    hillFar: '#d3dccb',
    walls: ['#fbefe3', '#dcb98d'],
    trim: '#4a3b30',
    roof: '#a0522d',
    glassTop: '#3d5566',
    glassBottom: '#c3d9e2',
    wood: '#b07a47',
    lawnTop: '#9cc35f',
    lawnBottom: '#5f9236',
    leaves: ['#4f8a3a', '#6aa34b', '#3c6e2c'],
    paving: '#eadccb',
  },
];

const W = 1200;
const H = 800;
const GROUND = 640;

function cloud(prng: Prng, x: number, y: number): string {
  const s = prng.int(70, 120) / 100;
  return el(
    'g',
    { fill: '#fff', opacity: 0.8 },
    ellipse(x, y, 60 * s, 22 * s, undefined) +
      ellipse(x + 45 * s, y - 14 * s, 42 * s, 26 * s, undefined) +
      ellipse(x - 40 * s, y - 6 * s, 34 * s, 18 * s, undefined),
  );
}

function palm(prng: Prng, x: number, base: number, p: Palette): string {
  const height = prng.int(230, 320);
  const lean = prng.int(-40, 40);
  const tx = x + lean;
  const ty = base - height;
  let fronds = '';
  for (const angle of [-170, -140, -110, -70, -40, -10, 20, 160]) {
    const rad = (angle * Math.PI) / 180;
    const length = prng.int(80, 115);
    const ex = Math.cos(rad) * length;
    const ey = Math.sin(rad) * length * 0.55 + 30;
    fronds += `M${round(tx)} ${round(ty)}q${round(ex * 0.5)} ${round(ey * 0.1 - 35)} ${round(ex)} ${round(ey)}`;
  }
  return (
    path(`M${x} ${base}Q${x + lean * 0.1 + 14} ${base - height * 0.55} ${tx} ${ty}`, 'none', {
      stroke: '#7d5a44',
      'stroke-width': 11,
      'stroke-linecap': 'round',
    }) +
    path(fronds, 'none', { stroke: p.leaves[0], 'stroke-width': 9, 'stroke-linecap': 'round' }) +
    circle(tx, ty + 4, 9, '#6b4a2f')
  );
}

function roundTree(prng: Prng, x: number, base: number, p: Palette): string {
  const r = prng.int(46, 70);
  const top = base - prng.int(120, 170);
  return (
    rect(x - 7, top, 14, base - top, '#6f4e37') +
    circle(x, top, r, p.leaves[2]) +
    circle(x - r * 0.45, top + r * 0.25, r * 0.7, p.leaves[0]) +
    circle(x + r * 0.4, top - r * 0.2, r * 0.65, p.leaves[1])
  );
}

/** Windows are collected and drawn at the end as three elements: glass, mullions and shine. */
interface Windows {
  glass: string;
  mullions: string;
  shine: string;
}

function windowAt(
  out: Windows,
  x: number,
  y: number,
  width: number,
  height: number,
  p: Palette,
  panes: number,
): void {
  out.glass += rect(x, y, width, height, 'url(#gl)', { stroke: p.trim, 'stroke-width': 8 });
  for (let i = 1; i < panes; i += 1)
    out.mullions += `M${round(x + (width * i) / panes)} ${round(y)}v${round(height)}`;
  out.shine += `M${round(x + width * 0.15)} ${round(y + height - 4)}L${round(x + width * 0.5)} ${round(y + 4)}`;
}

interface Block {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Windows along a storey, leaving out the `skip` range (the door). */
function storeyWindows(
  out: Windows,
  prng: Prng,
  block: Block,
  p: Palette,
  tall: boolean,
  skip?: [number, number],
): void {
  let x = block.x + prng.int(28, 45);
  const end = block.x + block.width - 30;
  while (x < end - 70) {
    const width = Math.min(prng.int(100, 200), end - x);
    if (skip && x < skip[1] && x + width > skip[0]) {
      x = skip[1] + 26;
      continue;
    }
    if (width < 60) break;
    const height = tall ? block.height * 0.74 : (block.height * prng.int(45, 58)) / 100;
    const y = tall ? block.y + block.height - height - 6 : block.y + block.height * 0.22;
    windowAt(out, x, y, width, height, p, width > 120 ? 3 : 2);
    x += width + prng.int(30, 60);
  }
}

export function renderVilla(n: number, prng: Prng): string {
  const p = PALETTES[n % PALETTES.length] as Palette;
  const storeys = prng.pick([1, 2, 2, 2, 3, 3]);
  const h = storeys === 3 ? 112 : storeys === 2 ? 130 : 150;
  const width = storeys === 1 ? prng.int(760, 880) : storeys === 2 ? prng.int(620, 740) : prng.int(520, 620);
  const x0 = Math.round(W / 2 - width / 2 + prng.int(-70, 70));
  const pitched = prng.chance(0.4);

  const defs =
    vGradient('sk', p.skyTop, p.skyBottom) +
    vGradient('lw', p.lawnTop, p.lawnBottom) +
    vGradient('gl', p.glassTop, p.glassBottom) +
    vGradient('pl', '#7fdcf0', '#1f8fb8') +
    el(
      'pattern',
      { id: 'wd', width: 14, height: 10, patternUnits: 'userSpaceOnUse' },
      rect(0, 0, 14, 10, p.wood) + rect(0, 0, 2, 10, '#000', { opacity: 0.25 }),
    );

  let scene = rect(0, 0, W, H, 'url(#sk)');
  scene += circle(prng.int(140, 1060), prng.int(90, 190), prng.int(38, 58), p.sun, { opacity: 0.9 });
  for (let i = 0, count = prng.int(1, 3); i < count; i += 1)
    scene += cloud(prng, prng.int(80, 1120), prng.int(70, 250));
  scene += path(
    `M0 560Q220 ${prng.int(450, 500)} 430 540T860 ${prng.int(500, 540)}T1200 520V620H0Z`,
    p.hillFar,
  );
  scene += path(`M0 590Q300 ${prng.int(520, 550)} 620 585T1200 570V640H0Z`, p.hill);
  let treeLine = '';
  for (let x = -20; x < W + 40; x += prng.int(70, 110))
    treeLine += circle(x, 600, prng.int(26, 44), undefined);
  scene += el('g', { fill: p.leaves[2], opacity: 0.9 }, treeLine);
  scene += rect(0, 605, W, H - 605, 'url(#lw)');

  // The villa: a ground floor across the full width and upper storeys stepping left and right.
  const blocks: Block[] = [{ x: x0, y: GROUND - h, width, height: h }];
  for (let k = 1; k < storeys; k += 1) {
    const below = blocks[k - 1] as Block;
    const w = Math.round((below.width * prng.int(k === 1 ? 60 : 55, k === 1 ? 82 : 75)) / 100);
    const overhang = prng.int(0, 30);
    const left = (n + k) % 2 === 0;
    blocks.push({
      x: left ? below.x - overhang : below.x + below.width - w + overhang,
      y: GROUND - (k + 1) * h,
      width: w,
      height: h,
    });
  }

  const doorWidth = 74;
  const doorX = Math.round(x0 + width * (prng.int(30, 62) / 100));
  let house = rect(x0 - 14, GROUND, width + 28, 16, '#9e9a94');
  blocks.forEach((block, index) => {
    house += rect(block.x, block.y, block.width, block.height, p.walls[index % 2 === 0 ? 0 : 1]);
  });
  // A clad feature wall beside the door, rising through the storeys stacked above it.
  const featureX = doorX + doorWidth + 8;
  const hasFeature = featureX + 90 < x0 + width;
  let featureTop = GROUND - h;
  for (const block of blocks.slice(1)) {
    if (block.x > featureX || block.x + block.width < featureX + 90) break;
    featureTop = block.y;
  }
  if (hasFeature) house += rect(featureX, featureTop, 90, GROUND - featureTop, 'url(#wd)');

  const windows: Windows = { glass: '', mullions: '', shine: '' };
  blocks.forEach((block, index) => {
    const clad = hasFeature && block.y >= featureTop;
    const skip: [number, number] | undefined =
      index === 0 ? [doorX - 20, featureX + 100] : clad ? [featureX - 20, featureX + 100] : undefined;
    storeyWindows(windows, prng, block, p, index === 0 && prng.chance(0.6), skip);
    if (index > 0 && prng.chance(0.6)) {
      const bw = block.width * 0.5;
      const bx = block.x + (index % 2 === 0 ? 20 : block.width - bw - 20);
      house +=
        rect(bx, block.y + block.height - 42, bw, 40, '#dff3ff', { opacity: 0.35 }) +
        line(bx, block.y + block.height - 42, bx + bw, block.y + block.height - 42, p.trim, 4);
    }
  });

  house +=
    windows.glass +
    path(windows.shine, 'none', { stroke: '#fff', 'stroke-opacity': 0.16, 'stroke-width': 18 }) +
    path(windows.mullions, 'none', { stroke: p.trim, 'stroke-width': 4 });

  // Slabs between storeys and on top; a pitched roof crowns the top storey when chosen.
  blocks.forEach((block, index) => {
    const top = index === blocks.length - 1;
    if (!(top && pitched)) house += rect(block.x - 18, block.y - 15, block.width + 36, 15, p.trim);
  });
  const top = blocks[blocks.length - 1] as Block;
  if (pitched) {
    const rise = prng.int(60, 95);
    const hip = prng.chance(0.5) ? Math.round(top.width * 0.18) : Math.round(top.width / 2);
    house += path(
      `M${top.x - 28} ${top.y}L${top.x + hip} ${top.y - rise}H${top.x + top.width - hip}L${top.x + top.width + 28} ${top.y}Z`,
      p.roof,
    );
    house += rect(top.x - 30, top.y - 6, top.width + 60, 8, p.trim);
  }

  // Door with a canopy and a handle.
  const doorHeight = Math.round(h * 0.74);
  house +=
    rect(doorX, GROUND - doorHeight, doorWidth, doorHeight, p.wood) +
    path(
      `M${doorX + 18} ${GROUND - doorHeight + 10}V${GROUND - 10}M${doorX + 37} ${GROUND - doorHeight + 10}V${GROUND - 10}M${doorX + 56} ${GROUND - doorHeight + 10}V${GROUND - 10}`,
      'none',
      { stroke: '#000', 'stroke-opacity': 0.2, 'stroke-width': 3 },
    ) +
    rect(doorX + doorWidth - 14, GROUND - doorHeight / 2 - 14, 5, 28, '#e0c27a') +
    rect(doorX - 22, GROUND - doorHeight - 20, doorWidth + 44, 10, p.trim);
  scene += house;

  // Driveway and lawn details.
  scene += path(
    `M${doorX - 6} ${GROUND + 16}H${doorX + doorWidth + 6}L${doorX + doorWidth + 150} ${H}H${doorX - 150}Z`,
    p.paving,
  );
  const hedges = ['', ''];
  for (let x = x0 - 20, i = 0; x < x0 + width + 10; x += 56, i += 1) {
    if (x > doorX - 50 && x < doorX + doorWidth + 20) continue;
    hedges[i % 2] += ellipse(x + 28, GROUND + 18, 33, 21, undefined);
  }
  scene += el('g', { fill: p.leaves[0] }, hedges[0] ?? '') + el('g', { fill: p.leaves[1] }, hedges[1] ?? '');

  const poolOnLeft = doorX > W / 2;
  if (prng.chance(0.45)) {
    const pw = prng.int(250, 330);
    const px = poolOnLeft ? prng.int(40, 120) : W - pw - prng.int(40, 120);
    scene +=
      rect(px - 12, 690 - 12, pw + 24, 84, '#efe7da', { rx: 8 }) +
      rect(px, 690, pw, 60, 'url(#pl)', { rx: 6 }) +
      path(`M${px + 20} 712q20 -8 40 0t40 0M${px + pw / 2} 732q20 -8 40 0t40 0`, 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.6,
        'stroke-width': 3,
      });
  }

  // Trees frame the house: palms and round trees on either side.
  const leftSpace = x0 - 30;
  const rightSpace = W - (x0 + width) - 30;
  if (leftSpace > 60)
    scene += prng.chance(0.55)
      ? palm(prng, prng.int(40, leftSpace), prng.int(650, 700), p)
      : roundTree(prng, prng.int(50, leftSpace), prng.int(650, 690), p);
  if (rightSpace > 60)
    scene += prng.chance(0.55)
      ? palm(prng, W - prng.int(40, rightSpace), prng.int(650, 700), p)
      : roundTree(prng, W - prng.int(50, rightSpace), prng.int(650, 690), p);
  if (prng.chance(0.5))
    scene += palm(prng, prng.chance(0.5) ? prng.int(30, 150) : prng.int(1050, 1170), prng.int(740, 790), p);

  let flowers = '';
  for (let i = 0; i < 6; i += 1)
    flowers += circle(
      prng.int(20, 1180),
      prng.int(700, 790),
      prng.int(4, 7),
      prng.pick(['#f06292', '#ffd54f', '#fff', '#ff8a65']),
    );
  scene += flowers;

  return svgDocument(W, H, `Villa exterior ${n}`, defs, scene);
}
