// A villa floor plan: rooms split from the footprint, walls, doors, room names and sizes.
import type { Prng } from '../lib/prng.ts';
import { circle, el, path, rect, round, svgDocument, text } from './svg.ts';

interface Room {
  x: number;
  y: number;
  w: number;
  h: number;
}

const PX_PER_FOOT = 20;
const FLOORS = [
  {
    name: 'GROUND FLOOR PLAN',
    rooms: ['Living', 'Dining', 'Kitchen', 'Guest Bedroom', 'Foyer', 'Toilet', 'Utility', 'Puja', 'Store'],
  },
  {
    name: 'FIRST FLOOR PLAN',
    rooms: [
      'Master Bedroom',
      'Family Lounge',
      'Bedroom 2',
      'Bedroom 3',
      'Dressing',
      'Toilet',
      'Toilet',
      'Balcony',
      'Study',
    ],
  },
  {
    name: 'SECOND FLOOR PLAN',
    rooms: [
      'Home Theatre',
      'Bedroom 4',
      'Terrace Garden',
      'Gym',
      'Toilet',
      'Utility',
      'Store',
      'Balcony',
      'Study',
    ],
  },
];

function tint(label: string): string {
  if (/Toilet|Utility/.test(label)) return '#e3f0fa';
  if (/Bed|Dressing/.test(label)) return '#fdf1e1';
  if (/Kitchen|Dining/.test(label)) return '#fbe9ec';
  if (/Balcony|Terrace|Garden/.test(label)) return '#e6f2dc';
  return '#f6f3ee';
}

function feet(px: number): string {
  const inches = Math.round(((px / PX_PER_FOOT) * 12) / 3) * 3;
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

function split(prng: Prng, room: Room, depth: number, out: Room[]): void {
  const area = room.w * room.h;
  if (depth >= 3 || area < 38000 || (depth >= 2 && prng.chance(0.25))) {
    out.push(room);
    return;
  }
  const ratio = prng.int(38, 62) / 100;
  if (room.w >= room.h) {
    const w = Math.round((room.w * ratio) / 10) * 10;
    split(prng, { ...room, w }, depth + 1, out);
    split(prng, { ...room, x: room.x + w, w: room.w - w }, depth + 1, out);
  } else {
    const h = Math.round((room.h * ratio) / 10) * 10;
    split(prng, { ...room, h }, depth + 1, out);
    split(prng, { ...room, y: room.y + h, h: room.h - h }, depth + 1, out);
  }
}

export function renderFloorPlan(n: number, prng: Prng): string {
  const floor = FLOORS[n % FLOORS.length] as (typeof FLOORS)[number];
  const outer: Room = { x: 140, y: 120, w: prng.int(84, 94) * 10, h: prng.int(52, 58) * 10 };
  const rooms: Room[] = [];
  split(prng, outer, 0, rooms);
  const ranked = [...rooms].sort((a, b) => b.w * b.h - a.w * a.h);

  let fills = '';
  let names = '';
  let smallNames = '';
  let sizes = '';
  let gaps = '';
  let swings = '';
  let furniture = '';
  ranked.forEach((room, index) => {
    const label = floor.rooms[index] ?? 'Store';
    fills += rect(room.x, room.y, room.w, room.h, tint(label));
    const cx = room.x + room.w / 2;
    const cy = room.y + room.h / 2;
    const small = room.w < 170 || room.h < 110;
    if (small) smallNames += text(cx, cy - 4, label);
    else names += text(cx, cy - 4, label);
    sizes += text(cx, cy + (small ? 13 : 20), `${feet(room.w)} x ${feet(room.h)}`);
    // A door on an inner wall: a gap and the swing of the leaf.
    const onTop = room.y > outer.y;
    const dx = room.x + Math.min(30, room.w / 4);
    const dy = onTop ? room.y : room.y + room.h;
    const leaf = Math.min(44, room.w / 3);
    gaps += `M${round(dx)} ${dy}h${round(leaf)}`;
    swings += `M${round(dx)} ${dy}v${round(onTop ? leaf : -leaf)}a${round(leaf)} ${round(leaf)} 0 0 ${onTop ? 0 : 1} ${round(leaf)} ${round(onTop ? -leaf : leaf)}`;
    if (/Bed/.test(label) && room.w > 200 && room.h > 180) {
      const bx = room.x + room.w - 150;
      const by = room.y + 20;
      furniture +=
        rect(bx, by, 120, 150, '#fff', { rx: 6 }) +
        rect(bx + 10, by + 8, 45, 24, '#eceff1', { rx: 5 }) +
        rect(bx + 65, by + 8, 45, 24, '#eceff1', { rx: 5 });
    }
  });
  const labels =
    el('g', { 'font-size': 19, 'font-weight': 600 }, names) +
    el('g', { 'font-size': 14, 'font-weight': 600 }, smallNames) +
    el('g', { 'font-size': 13, fill: '#607d8b' }, sizes);

  let body = rect(0, 0, 1200, 800, '#fdfcf8');
  body += rect(0, 0, 1200, 800, 'url(#gr)');
  body +=
    el('g', { stroke: '#37474f', 'stroke-width': 6 }, fills) +
    el('g', { stroke: '#b0bec5', 'stroke-width': 2 }, furniture) +
    path(gaps, 'none', { stroke: '#fdfcf8', 'stroke-width': 8 }) +
    path(swings, 'none', { stroke: '#90a4ae', 'stroke-width': 2 });
  body += rect(outer.x, outer.y, outer.w, outer.h, 'none', { stroke: '#263238', 'stroke-width': 14 });
  if (n % FLOORS.length === 0) {
    const ex = outer.x + outer.w * 0.5;
    body +=
      path(`M${ex - 30} ${outer.y + outer.h + 7}h60`, 'none', { stroke: '#fdfcf8', 'stroke-width': 16 }) +
      path(`M${ex} ${outer.y + outer.h + 60}l-14 -26h28Z`, '#c0392b') +
      text(ex, outer.y + outer.h + 82, 'ENTRY', { 'font-size': 14, fill: '#c0392b' });
  }
  body += el('g', { 'text-anchor': 'middle', fill: '#263238' }, labels);
  body += text(600, 72, floor.name, {
    'text-anchor': 'middle',
    'font-size': 28,
    'font-weight': 700,
    fill: '#263238',
    'letter-spacing': 3,
  });
  body += el(
    'g',
    { transform: `translate(1120 ${outer.y + 30})` },
    circle(0, 0, 26, 'none', { stroke: '#263238', 'stroke-width': 2 }) +
      path('M0 -22l9 26h-18Z', '#263238') +
      text(0, 44, 'N', { 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 700 }),
  );
  body +=
    path(`M${outer.x} 760h200`, 'none', { stroke: '#263238', 'stroke-width': 4 }) +
    text(outer.x, 750, '0        5        10 ft', { 'font-size': 12, fill: '#607d8b' });
  const defs = el(
    'pattern',
    { id: 'gr', width: 40, height: 40, patternUnits: 'userSpaceOnUse' },
    path('M40 0H0V40', 'none', { stroke: '#ece8de', 'stroke-width': 1 }),
  );
  return svgDocument(
    1200,
    800,
    `Villa floor plan ${n}`,
    defs,
    el('g', { 'font-family': 'Helvetica, Arial, sans-serif' }, body),
  );
}
