// Interiors: a living room, a bedroom or a kitchen, with a large window onto the garden.
import type { Prng } from '../lib/prng.ts';
import { circle, el, ellipse, path, rect, svgDocument, vGradient } from './svg.ts';

interface Palette {
  wallTop: string;
  wallBottom: string;
  floor: string;
  floorLine: string;
  fabric: string;
  accent: [string, string, string];
  wood: string;
  metal: string;
}

const PALETTES: Palette[] = [
  {
    wallTop: '#f4efe6',
    wallBottom: '#e6ddd0',
    floor: '#c49a6c',
    floorLine: '#a97f54',
    fabric: '#8a9a8c',
    accent: ['#d9825b', '#e9c46a', '#2a9d8f'],
    wood: '#7a5234',
    metal: '#2f2f2f',
  },
  {
    wallTop: '#eef2f3',
    wallBottom: '#d9e1e4',
    floor: '#d8c3a5',
    floorLine: '#bfa888',
    fabric: '#41566b',
    accent: ['#e07a5f', '#f2cc8f', '#81b29a'],
    wood: '#8d6444',
    metal: '#3d405b',
  },
  {
    wallTop: '#f7ede2',
    wallBottom: '#eddcc6',
    floor: '#9c6b45',
    floorLine: '#7f5434',
    fabric: '#d6c7b0',
    accent: ['#6b705c', '#cb997e', '#3d5a80'],
    wood: '#5c3d28',
    metal: '#444',
  },
  {
    wallTop: '#e8eef0',
    wallBottom: '#cfdadd',
    floor: '#b9b3aa',
    floorLine: '#a09a91',
    fabric: '#c06c54',
    accent: ['#264653', '#e9c46a', '#f4a261'],
    wood: '#6e4b2e',
    metal: '#222',
  },
  {
    wallTop: '#f3efe9',
    wallBottom: '#e2d9cc',
    floor: '#e0cda9',
    floorLine: '#c9b48e',
    fabric: '#4a6fa5',
    accent: ['#f6bd60', '#84a59d', '#f28482'],
    wood: '#a47148',
    metal: '#333',
  },
];

const W = 1200;
const H = 800;
const FLOOR = 560;

function gardenWindow(prng: Prng, x: number, y: number, width: number, height: number, p: Palette): string {
  let view = rect(x, y, width, height, 'url(#sk)');
  view += path(
    `M${x} ${y + height * 0.72}Q${x + width * 0.4} ${y + height * 0.55} ${x + width} ${y + height * 0.68}V${y + height}H${x}Z`,
    '#7fb069',
  );
  for (let i = 0; i < 4; i += 1)
    view += circle(
      x + prng.int(20, width - 20),
      y + height * 0.62,
      prng.int(22, 40),
      prng.pick(['#4f8a3a', '#5f9e48', '#3c6e2c']),
    );
  const panes = width > 420 ? 3 : 2;
  let frame = '';
  for (let i = 1; i < panes; i += 1) frame += `M${x + (width * i) / panes} ${y}V${y + height}`;
  return (
    view +
    rect(x, y, width, height, 'none', { stroke: p.metal, 'stroke-width': 10 }) +
    path(frame, 'none', { stroke: p.metal, 'stroke-width': 6 })
  );
}

function plant(x: number, base: number, p: Palette): string {
  let leaves = '';
  for (const [dx, dy, r] of [
    [-30, -90, -30],
    [28, -100, 30],
    [0, -130, 0],
    [-45, -55, -50],
    [42, -60, 50],
  ] as const) {
    leaves += ellipse(x + dx, base - 60 + dy / 2, 16, 44, '#3f7d3a', {
      transform: `rotate(${r} ${x + dx} ${base - 60 + dy / 2})`,
    });
  }
  return leaves + path(`M${x - 30} ${base - 62}H${x + 30}L${x + 22} ${base}H${x - 22}Z`, p.accent[1]);
}

function livingRoom(prng: Prng, p: Palette): string {
  const sx = prng.int(300, 420);
  let out = gardenWindow(prng, prng.int(90, 160), 110, prng.int(430, 560), 340, p);
  out +=
    rect(820, 150, 170, 120, p.accent[2], { stroke: p.wood, 'stroke-width': 8 }) +
    circle(880, 200, 30, p.accent[1]) +
    path('M830 260L900 210L980 260Z', p.accent[0]);
  out += el(
    'g',
    {},
    path(`M600 0V150`, 'none', { stroke: p.metal, 'stroke-width': 3 }) +
      path('M560 190a40 40 0 0 1 80 0Z', p.metal) +
      ellipse(600, 192, 18, 5, '#ffe7a3'),
  );
  out += ellipse(sx + 240, 700, 330, 55, p.accent[0], { opacity: 0.35 });
  // Sofa: back, seat, arms and three cushions.
  out +=
    rect(sx, 500, 480, 90, p.fabric, { rx: 18 }) +
    rect(sx - 10, 570, 500, 70, p.fabric, { rx: 14 }) +
    rect(sx - 40, 540, 50, 110, p.fabric, { rx: 16 }) +
    rect(sx + 470, 540, 50, 110, p.fabric, { rx: 16 }) +
    rect(sx + 30, 520, 90, 70, p.accent[0], { rx: 12 }) +
    rect(sx + 195, 520, 90, 70, p.accent[1], { rx: 12 }) +
    rect(sx + 360, 520, 90, 70, p.accent[2], { rx: 12 }) +
    rect(sx, 640, 14, 24, p.metal) +
    rect(sx + 470, 640, 14, 24, p.metal);
  out +=
    rect(sx + 120, 690, 240, 20, p.wood, { rx: 6 }) +
    rect(sx + 140, 710, 12, 40, p.wood) +
    rect(sx + 328, 710, 12, 40, p.wood) +
    circle(sx + 200, 680, 12, p.accent[2]) +
    rect(sx + 250, 672, 50, 16, '#fff', { rx: 3 });
  out += plant(prng.chance(0.5) ? 80 : 1100, 720, p);
  return out;
}

function bedroom(prng: Prng, p: Palette): string {
  const bx = prng.int(380, 480);
  let out = gardenWindow(prng, 880 - prng.int(0, 60), 120, 260, 320, p);
  out +=
    rect(bx - 30, 300, 420, 260, p.wood, { rx: 10 }) +
    rect(bx - 10, 320, 380, 200, p.accent[2], { opacity: 0.25, rx: 8 });
  out +=
    rect(bx - 50, 520, 460, 110, '#fbfaf7', { rx: 14 }) +
    rect(bx - 50, 580, 460, 120, p.fabric, { rx: 12 }) +
    rect(bx - 50, 580, 460, 30, p.accent[0], { rx: 8 }) +
    rect(bx - 20, 480, 160, 60, '#fff', { rx: 16 }) +
    rect(bx + 220, 480, 160, 60, '#fff', { rx: 16 });
  out +=
    rect(bx - 170, 560, 100, 90, p.wood, { rx: 6 }) +
    rect(bx - 150, 470, 8, 90, p.metal) +
    path(`M${bx - 180} 480h80l-20 -50h-40Z`, p.accent[1]);
  out +=
    rect(120, 200, 130, 170, p.accent[1], { stroke: p.wood, 'stroke-width': 8 }) +
    path('M130 360Q180 260 240 330V360Z', p.accent[0]);
  out += plant(1120, 740, p);
  return out;
}

function kitchen(prng: Prng, p: Palette): string {
  let out = gardenWindow(prng, 470, 120, 300, 200, p);
  let cabinets = '';
  for (let x = 80; x < 1120; x += 130) {
    if (x > 430 && x < 790) continue;
    cabinets += rect(x, 110, 120, 190, p.accent[2], { rx: 4 }) + rect(x + 100, 190, 6, 40, p.metal);
  }
  out += cabinets;
  out += rect(60, 380, 1080, 180, p.wood) + rect(50, 365, 1100, 20, '#eeeae4');
  for (let x = 90; x < 1100; x += 150)
    out += rect(x, 410, 130, 130, p.wood, { stroke: '#000', 'stroke-opacity': 0.2, 'stroke-width': 3 });
  out +=
    rect(700, 330, 100, 35, p.metal) +
    path('M900 365v-40a30 30 0 0 1 60 0', 'none', { stroke: p.metal, 'stroke-width': 8 });
  // Island with stools.
  const ix = prng.int(300, 420);
  out += rect(ix, 600, 460, 120, '#f3f0ea') + rect(ix - 10, 585, 480, 22, p.accent[0]);
  for (const dx of [60, 200, 340])
    out += rect(ix + dx, 700, 70, 14, p.metal, { rx: 6 }) + rect(ix + dx + 31, 714, 8, 70, p.metal);
  out += circle(ix + 100, 572, 16, p.accent[1]) + circle(ix + 130, 575, 13, '#e63946');
  return out;
}

export function renderInterior(n: number, prng: Prng): string {
  const p = PALETTES[n % PALETTES.length] as Palette;
  const defs = vGradient('wl', p.wallTop, p.wallBottom) + vGradient('sk', '#8ccbf0', '#e7f5fb');
  let scene = rect(0, 0, W, FLOOR, 'url(#wl)') + rect(0, FLOOR, W, H - FLOOR, p.floor);
  let planks = '';
  for (let y = FLOOR + 30; y < H; y += 32) planks += `M0 ${y}H${W}`;
  scene +=
    path(planks, 'none', { stroke: p.floorLine, 'stroke-width': 2 }) +
    rect(0, FLOOR - 12, W, 12, '#fff', { opacity: 0.6 });
  const room = n % 3;
  scene += room === 0 ? livingRoom(prng, p) : room === 1 ? bedroom(prng, p) : kitchen(prng, p);
  const label = room === 0 ? 'living room' : room === 1 ? 'bedroom' : 'kitchen';
  return svgDocument(W, H, `Villa interior ${n}: ${label}`, defs, scene);
}
