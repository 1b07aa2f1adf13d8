import sharp from 'sharp';
import type { CategorySlug } from '../../../../domain/categories/category.ts';
import { createPrng, hashString, type Prng } from './prng.ts';

/**
 * Photos for the demo directory, drawn by code (there is no network at first start): each is an illustrated
 * scene — a ballroom under chandeliers, a barn under string lights, a bouquet, a plated dinner, a DJ booth —
 * drawn as SVG and encoded by sharp as JPEG. A scene is the one source of truth for its picture and its
 * words: drawing it gives the SVG, the caption and the alt text together, so a caption always says what its
 * picture shows. Each element a caption names is drawn in a group marked `data-subject` (a lesser one the
 * alt text names, `data-detail`), which the tests hold the words to. Everything is derived from a seed string, so a vendor always gets the same pictures.
 */

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
export const MEDIUM_WIDTH = 600;
export const MEDIUM_HEIGHT = 400;
export const CATEGORY_IMAGE_WIDTH = 800;
export const CATEGORY_IMAGE_HEIGHT = 600;
/** Drawn scenes look the same at 72 as at 78 and weigh 13% less (a card's photo is about 17 KB). */
export const JPEG_QUALITY = 72;

export const SCENES = [
  'ballroom',
  'barn',
  'mountain-ceremony',
  'garden-arch',
  'lake-dock',
  'couple',
  'camera-desk',
  'bouquet',
  'vase',
  'mason-jars',
  'plated-dinner',
  'buffet',
  'cake',
  'grazing-board',
  'dj-booth',
  'string-quartet',
  'harp',
  'band',
  'planner-desk',
  'long-table',
] as const;
export type Scene = (typeof SCENES)[number];

/**
 * The scenes a category's photos show: its kinds (a venue is a barn or a ballroom, a musician a DJ or a
 * band), its signature first, and scenes any of its vendors may show (a reception's long table).
 */
const CATEGORY_SCENES: Record<CategorySlug, { kinds: readonly Scene[]; shared: readonly Scene[] }> = {
  venues: { kinds: ['barn', 'ballroom', 'mountain-ceremony', 'garden-arch', 'lake-dock'], shared: ['long-table', 'cake'] },
  photographers: { kinds: [], shared: ['couple', 'camera-desk', 'mountain-ceremony', 'bouquet', 'cake', 'garden-arch'] },
  planners: { kinds: [], shared: ['planner-desk', 'long-table', 'mountain-ceremony', 'ballroom', 'garden-arch', 'cake'] },
  caterers: { kinds: ['plated-dinner', 'buffet', 'grazing-board'], shared: ['cake', 'long-table'] },
  music: { kinds: ['dj-booth', 'band', 'string-quartet', 'harp'], shared: ['ballroom', 'long-table'] },
  florists: { kinds: [], shared: ['bouquet', 'vase', 'mason-jars', 'garden-arch', 'long-table'] },
};

/** Words in a vendor's name that call for a scene first (a lakehouse opens on its lake, a harpist on a harp). */
const NAME_SCENES: ReadonlyArray<readonly [RegExp, Scene]> = [
  [/harp/i, 'harp'],
  [/lake/i, 'lake-dock'],
  [/farm\b|barn/i, 'barn'],
  [/ballroom|loft/i, 'ballroom'],
  [/lodge|meadow|vineyard|chapel/i, 'mountain-ceremony'],
  [/quartet|strings/i, 'string-quartet'],
  [/graze/i, 'grazing-board'],
];

/** A vendor's filters that call for a scene next (a barn venue opens on its barn, a DJ on a booth). */
const FILTER_SCENES: Partial<Record<string, readonly Scene[]>> = {
  barn: ['barn'],
  rustic: ['mason-jars'],
  ballroom: ['ballroom'],
  modern: ['ballroom', 'vase'],
  garden: ['garden-arch'],
  church: ['garden-arch'],
  other: ['lake-dock', 'mountain-ceremony'],
  outdoor: ['mountain-ceremony'],
  outdoor_rain: ['mountain-ceremony'],
  black_white: ['couple'],
  plated: ['plated-dinner'],
  buffet: ['buffet'],
  family_style: ['long-table'],
  cocktail: ['grazing-board'],
  food_truck: ['buffet'],
  dj: ['dj-booth'],
  live_band: ['band'],
  jazz: ['band'],
  acoustic: ['band'],
  string_quartet: ['string-quartet'],
  classical: ['string-quartet'],
  wild: ['mason-jars'],
  boho: ['bouquet'],
  romantic: ['bouquet', 'vase'],
  classic: ['bouquet', 'vase'],
};

export interface PhotoPlan {
  scene: Scene;
  seed: string;
  /** Printed in black and white (a black-and-white photographer's pictures). */
  mono?: boolean;
  /** What the picture shows, for alt text (without the vendor name). */
  subject: string;
  caption: string;
}

interface Drawn {
  body: string;
  caption: string;
  /** Alt text: what the picture shows, in a few more words than the caption. */
  alt: string;
}

/**
 * The scenes of a vendor's photos, in order: those its name and filters call for, then its
 * category's, starting at a place of the vendor's own so that a list does not open on one scene ten times.
 */
export const scenesFor = (category: CategorySlug, filters: readonly string[] = [], name = ''): Scene[] => {
  const { kinds, shared } = CATEGORY_SCENES[category];
  const own = [...kinds, ...shared];
  const wanted: Scene[] = NAME_SCENES.filter(([re, scene]) => re.test(name) && own.includes(scene)).map(([, scene]) => scene);
  // A kind the name says (a harpist) outweighs the filters' styles (classical, acoustic).
  if (!wanted.some((s) => kinds.includes(s))) for (const value of filters) wanted.push(...(FILTER_SCENES[value] ?? []).filter((s) => own.includes(s)));
  // A vendor of a known kind shows only that kind and the shared scenes: a DJ's photos show no harp.
  const rest = wanted.some((s) => kinds.includes(s)) ? shared : own;
  const start = hashString(`${category}:${name}`) % rest.length;
  return [...new Set([...wanted, ...rest.slice(start), ...rest.slice(0, start)])];
};

const planOf = (scene: Scene, seed: string, mono = false): PhotoPlan => {
  const { caption, alt } = drawScene(scene, seed, mono);
  return { scene, seed, ...(mono ? { mono } : {}), subject: alt, caption };
};

/** The n-th photo of a vendor: its scene, and the words that scene's drawing gives. */
export const planVendorPhoto = (category: CategorySlug, seed: string, index: number, filters: readonly string[] = [], name = ''): PhotoPlan => {
  const scenes = scenesFor(category, filters, name);
  // A black-and-white photographer's portfolio: every other picture in black and white, the first among them.
  const mono = category === 'photographers' && filters.includes('black_white') && index % 2 === 0;
  return planOf(scenes[index % scenes.length]!, `${seed}#${index}`, mono);
};

export const planCategoryPhoto = (category: CategorySlug): PhotoPlan => {
  const { kinds, shared } = CATEGORY_SCENES[category];
  return planOf(kinds[0] ?? shared[0]!, `category:${category}`);
};

// ---------------------------------------------------------------------------------------------- drawing

const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;
const f = (n: number): string => n.toFixed(1);

type Stop = readonly [offset: number, color: string, opacity?: number];
const stops = (list: readonly Stop[]): string =>
  list.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
const linear = (id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
const radial = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
const defs = (...items: string[]): string => `<defs>${items.join('')}</defs>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string =>
  `<path d="M ${f(x1)} ${f(y1)} L ${f(x2)} ${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" fill="none" ${extra}/>`;
/** What a caption names is drawn in a group that says so; lesser things the alt text names, as a detail. */
const subject = (name: string, body: string): string => `<g data-subject="${name}">${body}</g>`;
const detail = (name: string, body: string): string => `<g data-detail="${name}">${body}</g>`;
const sky = (id: string, list: readonly Stop[]): string => `${defs(linear(id, list))}${rect(0, 0, W, H, `url(#${id})`)}`;
const glow = (id: string, cx: number, cy: number, r: number, color: string, opacity = 0.9): string =>
  `${defs(radial(id, [[0, color, opacity], [0.4, color, opacity * 0.35], [1, color, 0]]))}${circle(cx, cy, r, `url(#${id})`)}`;

/** A smooth ridge across the width, filled down to `bottom`. */
const ridge = (prng: Prng, baseY: number, amplitude: number, step: number, bottom = H + 10): string => {
  const pts: Array<[number, number]> = [];
  for (let x = -step; x <= W + step; x += step) pts.push([x, baseY + prng.float(-amplitude, amplitude)]);
  let d = `M ${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    d += ` C ${f(mx)} ${f(y0)} ${f(mx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  return `${d} L ${W + step} ${f(bottom)} L ${-step} ${f(bottom)} Z`;
};

/** Layered mountain ridges, far (light) to near (dark). */
const mountains = (prng: Prng, top: number, colors: readonly string[], bottom = H + 10): string =>
  colors.map((c, i) => path(ridge(prng, top + i * 42, 46 - i * 6, prng.int(150, 230), bottom), c)).join('');

const pine = (x: number, baseY: number, h: number, color: string): string => {
  const w = h * 0.36;
  let d = '';
  for (let i = 0; i < 3; i++) {
    const top = baseY - h + i * h * 0.24;
    const bw = w * (0.55 + i * 0.25);
    d += `M ${f(x)} ${f(top)} L ${f(x + bw)} ${f(top + h * 0.42)} L ${f(x - bw)} ${f(top + h * 0.42)} Z `;
  }
  return path(d, color) + rect(x - h * 0.03, baseY - h * 0.1, h * 0.06, h * 0.1, '#3b2a20');
};

const roundTree = (prng: Prng, x: number, baseY: number, r: number, dark: string, light: string): string => {
  let s = rect(x - r * 0.09, baseY - r * 1.2, r * 0.18, r * 1.2, '#5a4332');
  const blobs: Array<[number, number, number]> = [
    [0, -r * 1.7, r],
    [-r * 0.65, -r * 1.35, r * 0.72],
    [r * 0.65, -r * 1.35, r * 0.72],
    [0, -r * 2.3, r * 0.7],
  ];
  for (const [dx, dy, rr] of blobs) s += circle(x + dx, baseY + dy, rr * prng.float(0.92, 1.08), dark);
  s += circle(x - r * 0.3, baseY - r * 2, r * 0.45, light, 'fill-opacity="0.55"');
  return s;
};

/** A garden rose, seen from above: a swirl of petals. */
const rose = (cx: number, cy: number, r: number, petal: string, deep: string, rot = 0): string => {
  let s = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})">${circle(0, 0, r, petal)}`;
  for (let i = 0; i < 5; i++) {
    const a = i * 72;
    s += `<path transform="rotate(${a})" d="M ${f(-r * 0.9)} ${f(-r * 0.1)} Q ${f(-r * 0.2)} ${f(-r * 1.05)} ${f(r * 0.75)} ${f(-r * 0.45)}" stroke="${deep}" stroke-opacity="0.45" stroke-width="${f(r * 0.07)}" fill="none"/>`;
  }
  s += `<path d="M ${f(-r * 0.45)} 0 A ${f(r * 0.45)} ${f(r * 0.45)} 0 1 1 ${f(r * 0.1)} ${f(r * 0.4)} A ${f(r * 0.25)} ${f(r * 0.25)} 0 1 1 ${f(r * 0.05)} ${f(-r * 0.15)}" stroke="${deep}" stroke-opacity="0.6" stroke-width="${f(r * 0.08)}" fill="none"/>`;
  return `${s}${circle(-r * 0.3, -r * 0.35, r * 0.28, '#ffffff', 'fill-opacity="0.25"')}</g>`;
};

/** A daisy-like bloom: petals around a centre. */
const daisy = (cx: number, cy: number, r: number, petal: string, centre: string, n = 12, rot = 0): string => {
  let s = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})">`;
  for (let i = 0; i < n; i++) s += ellipse(0, -r * 0.55, r * 0.17, r * 0.48, petal, `transform="rotate(${f((360 / n) * i)})"`);
  return `${s}${circle(0, 0, r * 0.28, centre)}${circle(-r * 0.08, -r * 0.08, r * 0.12, '#ffffff', 'fill-opacity="0.25"')}</g>`;
};

/** A peony: a ruffled ball of petals. */
const peony = (prng: Prng, cx: number, cy: number, r: number, petal: string, deep: string): string => {
  let s = circle(cx, cy, r, deep, 'fill-opacity="0.55"');
  for (let ring = 0; ring < 3; ring++) {
    const rr = r * (1 - ring * 0.28);
    const n = 9 - ring * 2;
    for (let i = 0; i < n; i++) {
      const a = (Math.PI * 2 * i) / n + prng.float(0, 0.4);
      s += ellipse(cx + Math.cos(a) * rr * 0.5, cy + Math.sin(a) * rr * 0.5, rr * 0.5, rr * 0.38, petal, `transform="rotate(${f((a * 180) / Math.PI)} ${f(cx + Math.cos(a) * rr * 0.5)} ${f(cy + Math.sin(a) * rr * 0.5)})" stroke="${deep}" stroke-opacity="0.3" stroke-width="2"`);
    }
  }
  return s + circle(cx, cy, r * 0.22, petal) + circle(cx - r * 0.25, cy - r * 0.3, r * 0.25, '#ffffff', 'fill-opacity="0.22"');
};

const leaf = (cx: number, cy: number, len: number, angle: number, color: string, opacity = 1): string =>
  `<path transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})" d="M 0 0 Q ${f(len * 0.5)} ${f(-len * 0.3)} ${f(len)} 0 Q ${f(len * 0.5)} ${f(len * 0.3)} 0 0 Z" fill="${color}" fill-opacity="${opacity}"/>`;

/** A stem of round eucalyptus leaves. */
const eucalyptus = (prng: Prng, x: number, y: number, len: number, angle: number, color: string): string => {
  let s = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M 0 0 Q ${f(len * 0.5)} ${f(-len * 0.1)} ${f(len)} 0" stroke="#6d7f62" stroke-width="3" fill="none"/>`;
  for (let i = 1; i <= 6; i++) {
    const t = i / 7;
    s += ellipse(len * t, (i % 2 ? -1 : 1) * len * 0.06, len * 0.07, len * 0.055, color, `fill-opacity="${f(prng.float(0.85, 1))}"`);
  }
  return `${s}</g>`;
};

/** A white ceremony chair seen from behind. */
const chair = (x: number, baseY: number, s: number, color = '#fbf8f2', shade = '#d9d0c2'): string =>
  rect(x - 16 * s, baseY - 62 * s, 32 * s, 36 * s, color, `rx="${f(4 * s)}"`) +
  rect(x - 12 * s, baseY - 54 * s, 24 * s, 4 * s, shade) +
  rect(x - 12 * s, baseY - 44 * s, 24 * s, 4 * s, shade) +
  rect(x - 18 * s, baseY - 28 * s, 36 * s, 7 * s, color) +
  rect(x - 15 * s, baseY - 22 * s, 4 * s, 22 * s, shade) +
  rect(x + 11 * s, baseY - 22 * s, 4 * s, 22 * s, shade);

/** Rows of chairs either side of an aisle, in perspective towards a vanishing point. */
const chairRows = (vx: number, y0: number, y1: number, rows: number, perSide: number): string => {
  let s = '';
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1);
    const y = y0 + (y1 - y0) * t * t * 0.55 + (y1 - y0) * t * 0.45;
    const sc = 0.55 + t * 1.35;
    const aisle = 34 * sc;
    for (let i = 0; i < perSide; i++) {
      const dx = aisle + 24 * sc + i * 42 * sc;
      s += chair(vx - dx, y, sc) + chair(vx + dx, y, sc);
    }
  }
  return s;
};

/** A ceremony arch with clusters of flowers. */
const ceremonyArch = (prng: Prng, cx: number, baseY: number, w: number, h: number, wood: string, flowers: readonly string[], leafColor: string): string => {
  const r = w / 2;
  const topY = baseY - h + r;
  const d = `M ${f(cx - r)} ${f(baseY)} L ${f(cx - r)} ${f(topY)} A ${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(topY)} L ${f(cx + r)} ${f(baseY)}`;
  let s = `<path d="${d}" stroke="${wood}" stroke-width="${f(w * 0.07)}" fill="none"/>`;
  const clusters: Array<[number, number, number]> = [
    [cx - r * 0.72, topY - r * 0.6, 1],
    [cx - r * 0.2, topY - r * 0.98, 0.8],
    [cx + r, baseY - h * 0.25, 0.9],
    [cx - r, baseY - h * 0.05, 0.6],
  ];
  for (const [fx, fy, k] of clusters) {
    for (let i = 0; i < 7; i++) s += leaf(fx + prng.float(-20, 20) * k * (w / 300), fy + prng.float(-15, 15) * k * (w / 300), prng.float(40, 70) * k * (w / 300), prng.float(0, 360), leafColor);
    for (let i = 0; i < 6; i++) {
      const rr = prng.float(16, 26) * k * (w / 300);
      s += rose(fx + prng.float(-38, 38) * k * (w / 300), fy + prng.float(-28, 28) * k * (w / 300), rr, prng.pick(flowers), '#9b5a66', prng.float(0, 360));
    }
  }
  return s;
};

/** String lights along a sagging curve: a wire and glowing bulbs. */
const stringLights = (x0: number, y0: number, x1: number, y1: number, sag: number, count: number, glowId: string, wire = '#2e2530'): string => {
  const cx = (x0 + x1) / 2;
  const cy = Math.max(y0, y1) + sag;
  let s = `<path d="M ${f(x0)} ${f(y0)} Q ${f(cx)} ${f(cy)} ${f(x1)} ${f(y1)}" stroke="${wire}" stroke-opacity="0.8" stroke-width="2.5" fill="none"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    s += circle(x, y + 10, 26, `url(#${glowId})`) + circle(x, y + 9, 5.5, '#fff3c4');
  }
  return s;
};
const bulbGlow = (id: string): string => defs(radial(id, [[0, '#fff6d6', 1], [0.25, '#ffd27a', 0.6], [1, '#ffb347', 0]]));

/** The couple in silhouette: the bride (veil, full skirt) and the groom, facing each other. */
const couple = (x: number, baseY: number, s: number, color: string, veil: string): string => {
  const P = (dx: number, dy: number): string => `${f(x + dx * s)} ${f(baseY + dy * s)}`;
  const bride =
    `M ${P(-20, -200)} C ${P(-26, -170)} ${P(-30, -150)} ${P(-34, -120)} C ${P(-70, -70)} ${P(-100, -20)} ${P(-112, 0)} L ${P(16, 0)} C ${P(12, -40)} ${P(4, -90)} ${P(-4, -124)} C ${P(4, -150)} ${P(6, -175)} ${P(2, -200)} Z`;
  const groom =
    `M ${P(22, -205)} C ${P(6, -190)} ${P(8, -150)} ${P(14, -120)} L ${P(18, -100)} L ${P(20, 0)} L ${P(36, 0)} L ${P(42, -80)} L ${P(48, 0)} L ${P(64, 0)} L ${P(66, -110)} C ${P(70, -150)} ${P(72, -190)} ${P(54, -205)} Z`;
  const veilPath = `M ${P(-16, -236)} C ${P(-60, -200)} ${P(-90, -120)} ${P(-128, -40)} L ${P(-96, -44)} C ${P(-70, -110)} ${P(-40, -180)} ${P(-4, -226)} Z`;
  return (
    path(veilPath, veil, 'fill-opacity="0.55"') +
    path(bride, color) +
    circle(x - 8 * s, baseY - 222 * s, 17 * s, color) +
    circle(x - 22 * s, baseY - 230 * s, 9 * s, color) +
    path(groom, color) +
    circle(x + 38 * s, baseY - 226 * s, 18 * s, color) +
    // His arm around her waist.
    `<path d="M ${P(26, -190)} Q ${P(-6, -160)} ${P(-22, -140)}" stroke="${color}" stroke-width="${f(12 * s)}" fill="none" stroke-linecap="round"/>`
  );
};

/** A seated musician in silhouette: head, body and legs, from the side. */
const seated = (x: number, baseY: number, s: number, color: string, facing = 1): string => {
  const P = (dx: number, dy: number): string => `${f(x + dx * s * facing)} ${f(baseY + dy * s)}`;
  return (
    circle(x + 4 * s * facing, baseY - 168 * s, 17 * s, color) +
    path(`M ${P(-18, -148)} C ${P(-26, -110)} ${P(-26, -90)} ${P(-22, -70)} L ${P(34, -70)} L ${P(40, 0)} L ${P(56, 0)} L ${P(52, -84)} C ${P(40, -92)} ${P(24, -92)} ${P(20, -96)} C ${P(24, -120)} ${P(24, -140)} ${P(18, -148)} Z`, color) +
    rect(x - 26 * s, baseY - 70 * s, 8 * s, 70 * s, color) // the chair leg
  );
};

/** A violin (or viola) body: two ellipses and a neck. */
const violin = (x: number, y: number, s: number, angle: number, wood: string): string =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${ellipse(0, -12 * s, 15 * s, 13 * s, wood)}${ellipse(0, 12 * s, 18 * s, 16 * s, wood)}${rect(-3 * s, -52 * s, 6 * s, 30 * s, '#2a1a12')}${line(0, -20 * s, 0, 24 * s, '#f6e7c8', 1.2, 'stroke-opacity="0.7"')}</g>`;

const svgDoc = (body: string, width = W, height = H): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;

const vignette = (strength = 0.22): string =>
  `${defs(radial('vignette', [[0.55, '#000', 0], [1, '#000', strength]], 0.5, 0.5, 0.75))}${rect(0, 0, W, H, 'url(#vignette)')}`;

// ------------------------------------------------------------------------------------------------ scenes

const ballroom = (prng: Prng): Drawn => {
  const wall = prng.pick([
    ['#f3e6d3', '#d8c3a5'],
    ['#efe0de', '#cfb1ad'],
    ['#e6e8e1', '#bfc6b8'],
  ] as const);
  let s = sky('wall', [[0, wall[0]], [1, wall[1]]]);
  // Tall arched windows with night beyond.
  s += defs(linear('pane', [[0, '#1f2a4a'], [1, '#4a5a86']]));
  let windows = '';
  for (let i = 0; i < 5; i++) {
    const x = 60 + i * 240;
    windows += path(`M ${x} 470 L ${x} 190 A 60 60 0 0 1 ${x + 120} 190 L ${x + 120} 470 Z`, '#fffaf1');
    windows += path(`M ${x + 10} 470 L ${x + 10} 192 A 50 50 0 0 1 ${x + 110} 192 L ${x + 110} 470 Z`, 'url(#pane)');
    windows += line(x + 60, 140, x + 60, 470, '#fffaf1', 5) + line(x + 10, 300, x + 110, 300, '#fffaf1', 5) + line(x + 10, 390, x + 110, 390, '#fffaf1', 4);
    s += rect(x + 150, 120, 30, 360, '#fffaf1', 'fill-opacity="0.6"');
  }
  s += detail('window', windows);
  s += rect(0, 0, W, 70, '#fffaf1', 'fill-opacity="0.7"') + rect(0, 70, W, 8, wall[1]);
  // A parquet or a marble floor, in perspective.
  const floor = prng.pick([
    ['#a87b52', '#6b4a30', '#4f3522'],
    ['#e8e2d8', '#b9b0a2', '#8a8174'],
    ['#7a5238', '#4a3020', '#2e1d12'],
  ] as const);
  s += defs(linear('floor', [[0, floor[0]], [1, floor[1]]]));
  s += rect(0, 470, W, 330, 'url(#floor)');
  for (let i = -8; i <= 8; i++) s += line(600 + i * 30, 470, 600 + i * 170, 800, floor[2], 2, 'stroke-opacity="0.35"');
  for (let i = 1; i < 6; i++) s += line(0, 470 + i * i * 12, W, 470 + i * i * 12, floor[2], 1.5, 'stroke-opacity="0.25"');
  // Chandeliers with glow.
  let lights = defs(radial('chglow', [[0, '#fff3cf', 0.95], [0.3, '#ffd88a', 0.45], [1, '#ffd88a', 0]]));
  for (const [cx, cy, k] of [
    [300, 160, 0.8],
    [900, 160, 0.8],
    [600, 210, 1.15],
  ] as const) {
    lights += circle(cx, cy, 210 * k, 'url(#chglow)');
    lights += line(cx, 0, cx, cy - 40 * k, '#8a6a3a', 3);
    for (let tier = 0; tier < 2; tier++) {
      const ry = cy - 10 * k + tier * 34 * k;
      const rx = (90 - tier * 30) * k;
      lights += `<path d="M ${f(cx - rx)} ${f(ry)} Q ${f(cx)} ${f(ry + 40 * k)} ${f(cx + rx)} ${f(ry)}" stroke="#c9a14f" stroke-width="${f(5 * k)}" fill="none"/>`;
      for (let i = 0; i <= 6; i++) {
        const bx = cx - rx + (2 * rx * i) / 6;
        lights += rect(bx - 3 * k, ry - 20 * k, 6 * k, 18 * k, '#fffaf0') + circle(bx, ry - 24 * k, 5 * k, '#fff7d6');
        lights += `<path d="M ${f(bx)} ${f(ry + 8 * k)} l ${f(-4 * k)} ${f(10 * k)} l ${f(4 * k)} ${f(8 * k)} l ${f(4 * k)} ${f(-8 * k)} Z" fill="#ffffff" fill-opacity="0.85"/>`;
      }
    }
    lights += ellipse(cx, cy + 44 * k, 14 * k, 24 * k, '#fff6de', 'fill-opacity="0.9"');
  }
  s += subject('chandeliers', lights);
  // Round tables: a back row and a front row, with gold chairs and centrepieces.
  const [linen, linenWords] = prng.pick([
    ['#fffdf8', 'white'],
    ['#fbf1ee', 'blush'],
    ['#f4f6ef', 'ivory'],
  ] as const);
  const flowers = prng.pick([['#f2b8c6', '#e48aa0'], ['#fff6ea', '#f1d6b8'], ['#e9a6a6', '#c96f7a']] as const);
  s += defs(linear('drape', [[0, linen], [1, '#d9d0c4']]));
  let tables = '';
  const table = (cx: number, cy: number, r: number): string => {
    let t = ellipse(cx, cy + r * 0.75, r * 1.15, r * 0.16, '#000', 'fill-opacity="0.18"');
    // Gold chairs around the table: their backs show above the cloth.
    for (const dx of [-1.02, -0.55, 0, 0.55, 1.02]) t += chair(cx + dx * r, cy + r * 0.3 - (Math.abs(dx) < 0.9 ? r * 0.2 : 0), (r / 100) * 1.1, '#d4ad5a', '#a07f3a');
    t += path(`M ${f(cx - r)} ${f(cy)} L ${f(cx - r * 1.06)} ${f(cy + r * 0.72)} Q ${f(cx)} ${f(cy + r * 0.86)} ${f(cx + r * 1.06)} ${f(cy + r * 0.72)} L ${f(cx + r)} ${f(cy)} Z`, 'url(#drape)');
    for (let i = -3; i <= 3; i++) t += line(cx + i * r * 0.28, cy + r * 0.18, cx + i * r * 0.31, cy + r * 0.78, '#cfc4b4', 2, 'stroke-opacity="0.6"');
    t += ellipse(cx, cy, r, r * 0.26, linen);
    for (let i = 0; i < 6; i++) {
      const a = Math.PI * (0.15 + (0.7 * i) / 5);
      t += ellipse(cx - Math.cos(a) * r * 0.72, cy + Math.sin(a) * r * 0.15, r * 0.12, r * 0.04, '#ffffff', 'stroke="#d6c8b0" stroke-width="1.5"');
    }
    t += rect(cx - 4 * (r / 100), cy - r * 0.9, 8 * (r / 100), r * 0.9, '#e6d8bf', 'fill-opacity="0.8"');
    for (let i = 0; i < 7; i++) t += circle(cx + prng.float(-0.3, 0.3) * r, cy - r * 0.95 + prng.float(-0.2, 0.2) * r, r * prng.float(0.1, 0.15), flowers[i % 2]!);
    for (const dx of [-0.45, 0.45]) t += rect(cx + dx * r - 3, cy - r * 0.28, 6, r * 0.26, '#fffaf0') + circle(cx + dx * r, cy - r * 0.32, 14 * (r / 100), 'url(#chglow)');
    return t;
  };
  for (const x of [170, 600, 1030]) tables += table(x, 545, 78);
  for (const x of [330, 870]) tables += table(x, 680, 150);
  s += subject('round-tables', tables);
  const caption = prng.pick(['Chandeliers over round tables set for dinner', 'The ballroom under its chandeliers, tables set for dinner']);
  return { body: s + vignette(0.25), caption, alt: `a ballroom with crystal chandeliers, tall arched windows and round tables dressed in ${linenWords} linen` };
};

const barn = (prng: Prng): Drawn => {
  const variant = prng.pick([
    { words: 'dusk', sky: ['#1e2a52', '#6a4f7f', '#f2a36b'] as const },
    { words: 'twilight', sky: ['#16213f', '#3f4f85', '#c88aa0'] as const },
  ]);
  let s = sky('sky', [[0, variant.sky[0]], [0.55, variant.sky[1]], [1, variant.sky[2]]]);
  s += glow('horizon', 820, 480, 420, '#ffcf8f', 0.55);
  for (let i = 0; i < 40; i++) s += circle(prng.float(0, W), prng.float(0, 200), prng.float(0.8, 2.2), '#ffffff', `fill-opacity="${f(prng.float(0.3, 0.9))}"`);
  s += mountains(prng, 400, ['#5a527a', '#3d3a5c']);
  for (let i = 0; i < 9; i++) s += pine(prng.float(0, W), 540 + prng.float(-10, 10), prng.float(90, 150), '#26283d');
  s += path(ridge(prng, 560, 14, 260), '#2f3d2e');
  // The barn: gambrel roof, red boards, wide doors open on a glowing reception.
  const boards = prng.pick([
    { words: 'red', wall: '#8c3b32', seam: '#5e2621', door: '#6e2d27' },
    { words: 'white', wall: '#e6e0d4', seam: '#b9b0a2', door: '#cfc6b6' },
    { words: 'weathered grey', wall: '#7a6d62', seam: '#544a42', door: '#62574d' },
  ]);
  const cx = prng.float(380, 520);
  const bw = 420;
  const base = 640;
  const eave = base - 200;
  const b =
    path(`M ${f(cx - bw / 2 - 16)} ${eave} L ${f(cx - bw / 2 + 30)} ${eave - 110} L ${f(cx)} ${eave - 170} L ${f(cx + bw / 2 - 30)} ${eave - 110} L ${f(cx + bw / 2 + 16)} ${eave} Z`, '#3a2a2c') +
    rect(cx - bw / 2, eave, bw, 200, boards.wall) +
    Array.from({ length: 14 }, (_, i) => line(cx - bw / 2 + i * 30, eave, cx - bw / 2 + i * 30, base, boards.seam, 2, 'stroke-opacity="0.6"')).join('') +
    defs(linear('inside', [[0, '#ffe3a3'], [1, '#f0a655']])) +
    rect(cx - 80, base - 150, 160, 150, 'url(#inside)') +
    Array.from({ length: 5 }, (_, i) => ellipse(cx - 60 + i * 30, base - 40, 14, 5, '#fff8e6') + rect(cx - 64 + i * 30, base - 40, 8, 40, '#b9733b', 'fill-opacity="0.7"')).join('') +
    stringLights(cx - 80, base - 140, cx + 80, base - 140, 20, 6, 'bulb') +
    path(`M ${f(cx - 80)} ${base - 150} L ${f(cx - 150)} ${base - 140} L ${f(cx - 150)} ${base} L ${f(cx - 80)} ${base} Z`, boards.door) +
    path(`M ${f(cx + 80)} ${base - 150} L ${f(cx + 150)} ${base - 140} L ${f(cx + 150)} ${base} L ${f(cx + 80)} ${base} Z`, boards.door) +
    line(cx - 150, base - 140, cx - 80, base, '#f3e9dc', 4) + line(cx + 150, base - 140, cx + 80, base, '#f3e9dc', 4) +
    rect(cx - 26, eave - 90, 52, 52, '#ffdf9e') + line(cx, eave - 90, cx, eave - 38, '#3a2a2c', 4) +
    rect(cx - bw / 2, eave - 4, bw, 8, '#f3e9dc');
  s += bulbGlow('bulb');
  s += subject('barn', b);
  // Light spilling onto the grass, and the field.
  s += path(ridge(prng, base, 6, 300), '#24331f');
  s += defs(radial('spill', [[0, '#ffd58a', 0.55], [1, '#ffd58a', 0]]));
  s += ellipse(cx, base + 30, 260, 70, 'url(#spill)');
  for (let i = 0; i < 70; i++) {
    const x = prng.float(0, W);
    const y = prng.float(base + 10, H);
    s += line(x, y, x + prng.float(-6, 6), y - prng.float(10, 26), '#3c5230', 2);
  }
  // String lights from the barn across to a tall oak.
  const tx = prng.float(980, 1100);
  let lights = roundTree(prng, tx, base + 20, 70, '#1f2b20', '#3b5236');
  lights += stringLights(cx + bw / 2, eave - 10, tx, base - 170, 60, 10, 'bulb');
  lights += stringLights(cx + bw / 2, eave + 40, tx, base - 110, 50, 9, 'bulb');
  lights += stringLights(-20, 120, cx - bw / 2, eave - 20, 70, 8, 'bulb');
  s += subject('string-lights', lights);
  s += subject('dusk', '');
  return {
    body: s + vignette(0.3),
    caption: prng.pick([`The barn at ${variant.words} under string lights`, `String lights from the barn to the oak at ${variant.words}`]),
    alt: `a ${boards.words} barn with its doors open on a glowing reception, string lights running to an oak tree, pine-covered hills at ${variant.words}`,
  };
};

const mountainCeremony = (prng: Prng): Drawn => {
  const v = prng.pick([
    { words: 'at sunset', sky: ['#3b3a78', '#d9788a', '#ffc36e'] as const, ridges: ['#9c7aa8', '#735b8f', '#4e4572'], sun: '#ffe1a0' },
    { words: 'at golden hour', sky: ['#7db1d9', '#f6d7a7', '#ffe3a8'] as const, ridges: ['#a9b8cf', '#7f93b3', '#5b6f94'], sun: '#fff2c8' },
  ]);
  let s = sky('sky', [[0, v.sky[0]], [0.6, v.sky[1]], [1, v.sky[2]]]);
  const sunX = prng.float(420, 780);
  s += glow('sunglow', sunX, 360, 360, v.sun, 0.9) + circle(sunX, 372, 48, v.sun);
  for (let i = 0; i < 5; i++) s += ellipse(prng.float(0, W), prng.float(60, 240), prng.float(80, 180), prng.float(10, 20), '#ffffff', 'fill-opacity="0.25"');
  s += subject('mountains', mountains(prng, 330, v.ridges));
  s += subject(v.words === 'at sunset' ? 'sunset' : 'golden-hour', '');
  // Tree line and the lawn.
  for (let i = 0; i < 14; i++) s += pine(prng.chance(0.5) ? prng.float(0, 330) : prng.float(880, W), 505, prng.float(80, 140), '#2f4a38');
  s += defs(linear('lawn', [[0, '#7fa35a'], [1, '#4f7a3a']]));
  s += path(ridge(prng, 500, 6, 300), 'url(#lawn)');
  for (let i = 0; i < 60; i++) {
    const x = prng.float(0, W);
    const y = prng.float(560, H);
    s += line(x, y, x + prng.float(-4, 4), y - prng.float(8, 18), '#3f6a2f', 2, 'stroke-opacity="0.7"');
  }
  // The aisle, the chairs and the arch.
  s += path(`M 585 520 L 615 520 L 700 ${H} L 500 ${H} Z`, '#f6efe4', 'fill-opacity="0.9"');
  for (let i = 0; i < 8; i++) {
    const t = i / 7;
    const y = 530 + t * 240;
    const dx = 24 + t * 90;
    s += daisy(600 - dx, y, 6 + t * 10, '#fff4f4', '#e7a3b3', 8) + daisy(600 + dx, y, 6 + t * 10, '#fff4f4', '#e7a3b3', 8);
  }
  s += subject('arch', ceremonyArch(prng, 600, 525, 150, 210, '#f8f1e6', ['#f6c9d3', '#ffffff', '#eaa3b5'], '#5e7d55'));
  s += subject('chairs', chairRows(600, 560, 780, 5, 4));
  return {
    body: s + vignette(0.2),
    caption: prng.pick([`Rows of chairs facing the arch and the mountains ${v.words}`, `A lawn ceremony: chairs, an arch and the mountains ${v.words}`]),
    alt: `white chairs in rows on a lawn, an aisle leading to a flowered arch, and layered Blue Ridge mountains ${v.words}`,
  };
};

const gardenArch = (prng: Prng): Drawn => {
  const flowers = prng.pick([
    { words: 'blush roses', colors: ['#f6c9d3', '#eaa3b5', '#fbe3e8'] },
    { words: 'white roses', colors: ['#ffffff', '#f7f0e6', '#efe4d2'] },
    { words: 'coral roses', colors: ['#f7a58f', '#f3c0a8', '#fde1d4'] },
  ]);
  let s = sky('sky', [[0, '#a9d0ee'], [1, '#eef6f4']]);
  s += glow('sun', 950, 90, 300, '#fffbe6', 0.8);
  for (let i = 0; i < 4; i++) s += ellipse(prng.float(0, W), prng.float(50, 200), prng.float(90, 160), prng.float(18, 28), '#ffffff', 'fill-opacity="0.8"');
  // Tree line, then clipped hedges either side of a path.
  for (let i = 0; i < 9; i++) s += roundTree(prng, i * 150 + prng.float(-30, 30), 470, prng.float(60, 85), '#5c8a4f', '#8fbf72');
  s += rect(0, 440, W, 360, '#86b06a');
  s += path('M 560 470 L 640 470 L 980 800 L 220 800 Z', '#e9dcc6');
  for (let i = 0; i < 10; i++) {
    const t = i / 9;
    const y = 480 + t * t * 320;
    const hw = 40 + t * 380;
    s += line(600 - hw, y, 600 + hw, y, '#cdbb9c', 2 + t * 3, 'stroke-opacity="0.6"');
  }
  s += path('M 0 430 L 540 462 L 540 500 L 160 800 L 0 800 Z', '#3f6b3a') + path('M 1200 430 L 660 462 L 660 500 L 1040 800 L 1200 800 Z', '#3f6b3a');
  s += path('M 0 430 L 540 462 L 540 472 L 0 452 Z', '#5b8a4c') + path('M 1200 430 L 660 462 L 660 472 L 1200 452 Z', '#5b8a4c');
  // Flower beds along the hedges.
  let beds = '';
  for (let i = 0; i < 26; i++) {
    const t = prng.float(0, 1);
    const side = i % 2 ? 1 : -1;
    const x = 600 + side * (70 + t * 420);
    const y = 490 + t * 300;
    beds += rose(x, y, 8 + t * 22, prng.pick(flowers.colors), '#a0525f', prng.float(0, 360));
  }
  s += beds;
  s += subject('arch', ceremonyArch(prng, 600, 560, 300, 420, '#f7f2ea', flowers.colors, '#4f7a45'));
  s += subject('roses', '');
  s += subject('garden', '');
  return {
    body: s + vignette(0.18),
    caption: prng.pick([`An arch of ${flowers.words} at the end of the garden path`, `The garden path to an arch of ${flowers.words}`]),
    alt: `a garden path between clipped hedges and flower beds, leading to a white arch covered in ${flowers.words}`,
  };
};

const lakeDock = (prng: Prng): Drawn => {
  let s = sky('sky', [[0, '#5b7bb5'], [0.55, '#f2b38a'], [1, '#ffd9a0']]);
  const sunX = prng.float(700, 900);
  s += glow('sunglow', sunX, 330, 380, '#fff0c0', 0.9) + circle(sunX, 335, 40, '#fff3cf');
  s += subject('mountains', mountains(prng, 290, ['#b596a8', '#8a7393', '#5f587a'], 420));
  s += subject('golden-hour', '');
  // The lake, with the sun's path on it.
  s += defs(linear('water', [[0, '#f0b58e'], [0.3, '#8aa0c4'], [1, '#2f4b72']]));
  let lake = rect(0, 420, W, 380, 'url(#water)');
  for (let i = 0; i < 26; i++) {
    const y = 430 + i * 14 + i * i * 0.6;
    lake += line(sunX - 10 - i * 6 - prng.float(0, 20), y, sunX + 10 + i * 6 + prng.float(0, 20), y, '#fff1c8', 2 + i * 0.15, `stroke-opacity="${f(0.75 - i * 0.022)}"`);
  }
  for (let i = 0; i < 30; i++) {
    const x = prng.float(0, W);
    const y = prng.float(450, 790);
    lake += line(x, y, x + prng.float(20, 60), y, '#ffffff', 1.5, 'stroke-opacity="0.25"');
  }
  s += subject('lake', lake);
  for (let i = 0; i < 8; i++) s += pine(prng.float(0, 260), 430, prng.float(70, 120), '#2a3a3a');
  // The dock running out into the lake, with two chairs at its end.
  let dock = path('M 160 800 L 430 800 L 560 540 L 500 540 Z', '#8a6244') + path('M 160 800 L 430 800 L 432 816 L 160 816 Z', '#5b3e2a');
  for (let i = 0; i < 16; i++) {
    const t = i / 15;
    const y = 540 + t * 260;
    dock += line(500 - t * 340, y, 560 - t * 130, y, '#5b3e2a', 1 + t * 2.5, 'stroke-opacity="0.7"');
  }
  for (const [x, y, h] of [
    [505, 540, 26],
    [556, 540, 26],
    [330, 660, 60],
    [470, 660, 60],
  ] as const) dock += rect(x - h * 0.15, y - h * 0.4, h * 0.3, h * 1.2, '#4a3322');
  dock += detail('chairs', chair(515, 548, 0.5, '#fbf8f2', '#cfc6b6') + chair(545, 548, 0.5, '#fbf8f2', '#cfc6b6'));
  s += subject('dock', dock);
  return {
    body: s + vignette(0.22),
    caption: prng.pick(['The dock on the lake at golden hour, mountains beyond', 'Golden hour over the lake and the mountains, from the dock']),
    alt: 'a wooden dock running out into the lake at golden hour, two chairs at its end, the sun setting behind the mountains',
  };
};

const coupleScene = (prng: Prng): Drawn => {
  const v = prng.pick(['field', 'overlook'] as const);
  let s: string;
  let words: { caption: string[]; alt: string; subjects: string[] };
  if (v === 'field') {
    s = sky('sky', [[0, '#e7a46a'], [0.6, '#ffd490'], [1, '#fff0c4']]);
    s += glow('sunglow', 760, 520, 520, '#fff6d8', 1) + circle(760, 520, 70, '#fffbea');
    s += path(ridge(prng, 560, 10, 240), '#c98a52', 'fill-opacity="0.55"');
    s += defs(linear('field', [[0, '#d6a05c'], [1, '#7a5a2e']]));
    s += path(ridge(prng, 600, 8, 300), 'url(#field)');
    words = {
      caption: ['The couple in silhouette at golden hour', 'A golden-hour portrait of the couple in the meadow'],
      alt: 'the couple in silhouette at golden hour, foreheads together, in a meadow of tall grass with the low sun behind them',
      subjects: ['golden-hour'],
    };
  } else {
    s = sky('sky', [[0, '#2b3464'], [0.55, '#b86f8a'], [1, '#ffb98a']]);
    s += glow('sunglow', 760, 470, 420, '#ffd3a0', 0.8);
    s += subject('mountains', mountains(prng, 420, ['#8e6f98', '#654f7e', '#42385e']));
    s += defs(linear('field', [[0, '#3a3147'], [1, '#1f1a28']]));
    s += path(ridge(prng, 620, 20, 300), 'url(#field)');
    words = {
      caption: ['The couple on the mountain overlook at sunset', 'Sunset portraits of the couple on the overlook'],
      alt: 'the couple in silhouette on a mountain overlook, ridges fading into a pink and violet sunset',
      subjects: ['sunset'],
    };
  }
  for (const name of words.subjects) s += subject(name, '');
  for (let i = 0; i < 10; i++) s += pine(prng.chance(0.5) ? prng.float(0, 380) : prng.float(900, W), 640, prng.float(70, 130), v === 'field' ? '#7a5532' : '#2a2236');
  for (let i = 0; i < 6; i++) {
    const bx = prng.float(200, 1000);
    const by = prng.float(80, 260);
    s += `<path d="M ${f(bx - 14)} ${f(by)} q 7 -8 14 0 q 7 -8 14 0" stroke="#3a2a2a" stroke-width="3" fill="none"/>`;
  }
  const x = prng.float(560, 700);
  s += subject('couple', couple(x, 690, 1.8, '#2a1d24', '#fff4e0'));
  // Tall grass in front, lit from behind.
  let grass = '';
  for (let i = 0; i < 140; i++) {
    const gx = prng.float(-20, W + 20);
    const gy = prng.float(660, H + 20);
    const h = prng.float(40, 120);
    grass += `<path d="M ${f(gx)} ${f(gy)} q ${f(prng.float(-20, 20))} ${f(-h / 2)} ${f(prng.float(-30, 30))} ${f(-h)}" stroke="${prng.pick(['#3a2a1a', '#5a4024', '#2a1f16'])}" stroke-width="${f(prng.float(2, 4))}" fill="none"/>`;
  }
  s += grass;
  // A touch of lens flare, from the low sun.
  if (v === 'field') for (let i = 1; i <= 4; i++) s += circle(760 - i * 110, 520 - i * 70, 18 + i * 8, '#fff4d6', `fill-opacity="${f(0.14 - i * 0.02)}"`);
  return { body: s + vignette(0.25), caption: prng.pick(words.caption), alt: words.alt };
};

const cameraDesk = (prng: Prng): Drawn => {
  // A walnut desk from above: the camera, a spare lens, fanned prints and a coffee.
  let s = defs(linear('desk', [[0, '#8a5a3a'], [1, '#5e3a24']], 0, 0, 1, 1)) + rect(0, 0, W, H, 'url(#desk)');
  for (let i = 0; i < 40; i++) s += `<path d="M -10 ${f(i * 21 + prng.float(-8, 8))} C 300 ${f(i * 36 + prng.float(-20, 20))} 800 ${f(i * 36 + prng.float(-20, 20))} 1210 ${f(i * 36 + prng.float(-8, 8))}" stroke="#4a2d1b" stroke-opacity="0.25" stroke-width="${f(prng.float(1, 3))}" fill="none"/>`;
  s += glow('window', 180, 80, 700, '#fff3dc', 0.45);
  // A leather strap and rolls of film.
  s += `<path d="M 120 300 C 40 420 60 560 200 520 C 300 490 260 640 380 700" stroke="#3a2418" stroke-width="26" fill="none" stroke-linecap="round"/>`;
  for (const [x, y, c] of [
    [650, 700, '#f2c230'],
    [740, 730, '#d9473a'],
  ] as const) s += rect(x - 30, y - 44, 60, 88, '#2b2b2b', 'rx="10"') + rect(x - 30, y - 20, 60, 40, c) + rect(x - 12, y - 58, 24, 16, '#888') + line(x + 30, y - 10, x + 80, y - 14, '#5a4632', 14);
  // Prints: each a little picture (mountains at sunset, a couple, a bouquet).
  let prints = '';
  const print = (x: number, y: number, a: number, kind: number): string => {
    let p = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})">${rect(-118, -88, 236, 176, '#000', 'fill-opacity="0.25" transform="translate(8 10)"')}${rect(-118, -88, 236, 176, '#fbfaf6')}`;
    if (kind === 0) p += rect(-104, -74, 208, 130, '#f3a775') + path('M -104 20 L -60 -20 L -20 10 L 30 -35 L 104 15 L 104 56 L -104 56 Z', '#6c5a8a') + circle(40, -30, 16, '#fff0c0');
    else if (kind === 1) p += rect(-104, -74, 208, 130, '#f6d9a8') + couple(0, 56, 0.5, '#2a1d24', '#ffffff');
    else p += rect(-104, -74, 208, 130, '#e9efe4') + rose(-20, -10, 26, '#f2b8c6', '#a0525f') + rose(22, -4, 22, '#fff6ea', '#b08a6a') + rose(0, 24, 20, '#e48aa0', '#8a3a4a');
    return `${p}</g>`;
  };
  prints += print(860, 560, 12, 0) + print(960, 470, -8, 1) + print(780, 430, 4, 2);
  s += subject('prints', prints);
  // The camera, from above-front: body, grip, lens barrel.
  const cx = prng.float(400, 470);
  const cy = 390;
  let cam = ellipse(cx + 20, cy + 170, 260, 40, '#000', 'fill-opacity="0.3"');
  cam += rect(cx - 230, cy - 110, 460, 260, '#1f1f24', 'rx="40"') + rect(cx - 230, cy - 110, 460, 60, '#2e2e35', 'rx="30"');
  cam += path(`M ${f(cx - 80)} ${f(cy - 110)} L ${f(cx - 50)} ${f(cy - 170)} L ${f(cx + 50)} ${f(cy - 170)} L ${f(cx + 80)} ${f(cy - 110)} Z`, '#2a2a30');
  cam += rect(cx - 200, cy - 140, 70, 34, '#2a2a30', 'rx="8"') + circle(cx + 170, cy - 118, 20, '#c23b3b');
  cam += rect(cx - 230, cy - 40, 460, 140, '#26262b') + Array.from({ length: 10 }, (_, i) => line(cx - 220, cy - 30 + i * 13, cx + 220, cy - 30 + i * 13, '#1a1a1e', 3)).join('');
  cam += circle(cx, cy + 30, 150, '#3a3a42') + circle(cx, cy + 30, 132, '#18181c');
  for (let i = 0; i < 6; i++) cam += circle(cx, cy + 30, 128 - i * 10, 'none', `stroke="#2c2c33" stroke-width="3"`);
  cam += defs(radial('glass', [[0, '#5b79b8'], [0.5, '#1d2a4a'], [1, '#08090f']], 0.4, 0.38, 0.6));
  cam += circle(cx, cy + 30, 72, 'url(#glass)') + ellipse(cx - 26, cy + 2, 26, 16, '#ffffff', 'fill-opacity="0.45"') + circle(cx + 24, cy + 60, 8, '#b7c9ff', 'fill-opacity="0.6"');
  cam += `<text x="${f(cx - 190)}" y="${f(cy - 70)}" font-family="sans-serif" font-size="22" font-weight="700" fill="#d8d8de">35mm</text>`;
  s += subject('camera', cam);
  // A spare lens and a coffee cup.
  s += circle(180, 660, 80, '#1f1f24') + circle(180, 660, 62, '#2c2c33') + circle(180, 660, 40, 'url(#glass)');
  s += circle(1080, 170, 78, '#f7f2ea') + circle(1080, 170, 62, '#5a3320') + ellipse(1064, 154, 22, 12, '#8a5a3a', 'fill-opacity="0.6"') + path('M 1150 150 q 40 20 0 44', 'none', 'stroke="#f7f2ea" stroke-width="14"');
  return {
    body: s + vignette(0.3),
    caption: prng.pick(['A camera and fresh prints on the studio desk', 'The camera, a spare lens and a few prints']),
    alt: 'a camera, a spare lens, a few prints, rolls of film and a cup of coffee on a walnut desk',
  };
};

const bouquetScene = (prng: Prng): Drawn => {
  const v = prng.pick([
    { words: 'blush roses', roses: ['#f6c9d3', '#eeaabb', '#fbe3e8'], deep: '#a0525f' },
    { words: 'white roses', roses: ['#ffffff', '#f7f0e4', '#efe6d6'], deep: '#9c8466' },
    { words: 'peach roses', roses: ['#f9c4a4', '#f5a98a', '#fde0cc'], deep: '#b0644a' },
    { words: 'burgundy and blush roses', roses: ['#7a1f35', '#a8324f', '#f2c4cf'], deep: '#3e0c18' },
    { words: 'lavender roses', roses: ['#cdb6e6', '#b49ad6', '#e9defa'], deep: '#5f4585' },
    { words: 'golden yellow roses', roses: ['#f7d774', '#f2c14e', '#fff0b0'], deep: '#9a7318' },
  ]);
  const pampas = prng.chance(0.3);
  const greenery = pampas ? 'pampas grass' : 'eucalyptus';
  const bg = prng.pick([
    ['#f3ece6', '#dccfc4'],
    ['#e6ece4', '#c6d2c4'],
    ['#efe7ef', '#d3c4d6'],
    ['#e8eef3', '#c5d0da'],
  ] as const);
  let s = sky('bg', [[0, bg[0]], [1, bg[1]]]);
  s += glow('window', 220, 120, 600, '#ffffff', 0.6);
  // A linen-covered table and the bride's dress behind.
  s += defs(linear('table', [[0, '#efe6da'], [1, '#cdbfae']])) + rect(0, 560, W, 240, 'url(#table)');
  for (let i = 0; i < 12; i++) s += line(0, 580 + i * 18, W, 575 + i * 19, '#bfae98', 1.5, 'stroke-opacity="0.4"');
  // Panelled wall behind.
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 300;
    s += rect(x, 60, 240, 440, 'none', 'stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"') + rect(x + 4, 64, 240, 440, 'none', `stroke="${bg[1]}" stroke-width="4"`);
  }
  s += rect(0, 530, W, 30, '#ffffff', 'fill-opacity="0.6"');
  // Petals fallen on the linen.
  for (let i = 0; i < 7; i++) s += ellipse(prng.float(80, 1120), prng.float(640, 780), 14, 9, prng.pick(v.roses), `stroke="${v.deep}" stroke-opacity="0.3"`);
  const cx = prng.float(560, 640);
  const cy = 330;
  let b = '';
  // Stems bound with ribbon.
  for (let i = 0; i < 9; i++) b += line(cx + prng.float(-30, 30), cy + 80, cx + prng.float(-18, 18) + 40, 730, '#6f8a55', 9, 'stroke-linecap="round"');
  b += path(`M ${f(cx - 10)} 560 L ${f(cx + 90)} 560 L ${f(cx + 84)} 610 L ${f(cx - 4)} 610 Z`, '#f7efe6') + path(`M ${f(cx + 40)} 600 q -30 80 -90 120 M ${f(cx + 40)} 600 q 30 70 70 130`, 'none', 'stroke="#f7efe6" stroke-width="12" stroke-linecap="round"');
  // Greenery, then a dome of roses.
  for (let i = 0; i < 14; i++) {
    const a = prng.float(-170, -10);
    if (!pampas) b += eucalyptus(prng, cx, cy, prng.float(240, 330), a, prng.pick(['#93a88a', '#a9bba0', '#7f9778']));
    else if (i < 9) {
      // A feathery plume of pampas grass.
      const len = prng.float(360, 440);
      let plume = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(a)})">${line(0, 0, len, 0, '#b59a72', 3)}`;
      for (let k = 0; k < 12; k++) plume += ellipse(len * (0.45 + k * 0.045), prng.float(-8, 8), len * 0.1, len * 0.045, prng.pick(['#eadcc2', '#dcc7a4', '#f3e9d6']), `transform="rotate(${f(prng.float(-25, 25))} ${f(len * (0.45 + k * 0.045))} 0)"`);
      b += `${plume}</g>`;
    } else b += leaf(cx, cy, prng.float(160, 220), a, '#8c9a6a');
  }
  const heads: Array<[number, number, number]> = [];
  for (let i = 0; i < 18; i++) {
    const a = prng.float(0, Math.PI * 2);
    const d = Math.sqrt(prng.float(0, 1)) * 190;
    heads.push([cx + Math.cos(a) * d * 1.25, cy - 20 + Math.sin(a) * d * 0.85, prng.float(52, 70)]);
  }
  heads.sort((p, q) => p[1] - q[1]);
  for (const [x, y, r] of heads) b += circle(x + 4, y + 6, r, '#000', 'fill-opacity="0.12"') + rose(x, y, r, prng.pick(v.roses), v.deep, prng.float(0, 360));
  for (let i = 0; i < 10; i++) b += circle(cx + prng.float(-190, 190), cy + prng.float(-150, 110), prng.float(5, 8), '#ffffff', 'fill-opacity="0.9"');
  s += subject('bouquet', b);
  s += subject('roses', '');
  return {
    body: s + vignette(0.2),
    caption: prng.pick([`A bridal bouquet of ${v.words} with ${greenery}`, `The bouquet: ${v.words} with ${greenery}, tied with silk ribbon`]),
    alt: `a hand-tied bridal bouquet of ${v.words} with ${greenery}, tied with silk ribbon, on a linen-covered table`,
  };
};

const vaseScene = (prng: Prng): Drawn => {
  const v = prng.pick([
    { words: 'pink peonies', petal: '#f3b6c8', deep: '#c0667f' },
    { words: 'coral peonies', petal: '#f7a994', deep: '#c0604e' },
    { words: 'white peonies', petal: '#fbf6ef', deep: '#c8b49a' },
  ]);
  let s = sky('wall', [[0, '#ece6dd'], [1, '#d7cdbf']]);
  // A window with morning light.
  s += rect(700, 60, 400, 440, '#f9f4ea') + defs(linear('glassw', [[0, '#cfe3f1'], [1, '#eef4ef']])) + rect(720, 80, 360, 400, 'url(#glassw)');
  s += roundTree(prng, 900, 520, 80, '#a7c79a', '#cfe4c2');
  s += line(900, 80, 900, 480, '#f9f4ea', 10) + line(720, 280, 1080, 280, '#f9f4ea', 10);
  s += path('M 720 480 L 1080 480 L 1200 800 L 520 800 Z', '#fffbe8', 'fill-opacity="0.35"');
  s += subject('window', '');
  // The table.
  s += defs(linear('tbl', [[0, '#b78a62'], [1, '#7b5538']])) + rect(0, 560, W, 240, 'url(#tbl)') + rect(0, 556, W, 10, '#caa07a');
  // The vase: stoneware, with a glaze highlight.
  const cx = prng.float(430, 500);
  s += ellipse(cx + 30, 640, 150, 22, '#000', 'fill-opacity="0.22"');
  s += defs(linear('glaze', [[0, '#6f8fa0'], [0.45, '#9fb8c4'], [1, '#4e6878']], 0, 0, 1, 0));
  let vase = path(`M ${f(cx - 70)} 420 C ${f(cx - 150)} 480 ${f(cx - 140)} 600 ${f(cx - 80)} 640 L ${f(cx + 80)} 640 C ${f(cx + 140)} 600 ${f(cx + 150)} 480 ${f(cx + 70)} 420 Z`, 'url(#glaze)');
  vase += ellipse(cx, 420, 72, 14, '#3d5563') + path(`M ${f(cx - 80)} 470 C ${f(cx - 110)} 520 ${f(cx - 100)} 580 ${f(cx - 70)} 610`, 'none', 'stroke="#ffffff" stroke-opacity="0.4" stroke-width="10" stroke-linecap="round"');
  s += subject('vase', vase);
  let flowers = '';
  for (let i = 0; i < 12; i++) flowers += leaf(cx + prng.float(-60, 60), 420, prng.float(90, 150), prng.float(-170, -10), prng.pick(['#5f8350', '#739862']));
  const heads: Array<[number, number, number]> = [];
  for (let i = 0; i < 9; i++) heads.push([cx + prng.float(-190, 190), prng.float(170, 380), prng.float(55, 75)]);
  heads.sort((p, q) => p[1] - q[1]);
  for (const [x, y, r] of heads) flowers += line(x, y, cx + (x - cx) * 0.2, 430, '#5f8350', 6) + peony(prng, x, y, r, v.petal, v.deep);
  for (let i = 0; i < 4; i++) flowers += ellipse(cx + 200 + prng.float(0, 260), 650 + prng.float(0, 100), 16, 10, v.petal, `stroke="${v.deep}" stroke-opacity="0.4"`);
  s += subject('peonies', flowers);
  return {
    body: s + vignette(0.2),
    caption: prng.pick([`${v.words[0]!.toUpperCase()}${v.words.slice(1)} in a stoneware vase by the window`, `A vase of ${v.words} in the morning light from the window`]),
    alt: `an arrangement of ${v.words} and greenery in a blue stoneware vase on a wooden table, by a sunlit window`,
  };
};

const masonJars = (prng: Prng): Drawn => {
  let s = sky('wall', [[0, '#e8dcc4'], [1, '#cbb894']]);
  // Whitewashed planks behind.
  for (let i = 0; i < 9; i++) s += line(0, i * 60, W, i * 60, '#b9a57f', 3, 'stroke-opacity="0.6"');
  s += glow('sunl', 1000, 120, 600, '#fff4d0', 0.7);
  s += defs(linear('wood', [[0, '#9b6b44'], [1, '#5f3e25']])) + rect(0, 560, W, 240, 'url(#wood)');
  for (let i = 0; i < 5; i++) s += line(0, 600 + i * 44, W, 600 + i * 44, '#4a2f1c', 3, 'stroke-opacity="0.5"');
  const jars = [260, 600, 940].map((x) => x + prng.float(-30, 30));
  let flowers = '';
  let glassJars = '';
  for (const [j, x] of jars.entries()) {
    const h = j === 1 ? 230 : 180;
    const top = 600 - h;
    // Wildflowers and sunflowers rising from the jar.
    for (let i = 0; i < 9; i++) {
      const fx = x + prng.float(-130, 130);
      const fy = top - prng.float(40, 220);
      flowers += `<path d="M ${f(x + prng.float(-20, 20))} ${f(top + 20)} Q ${f((x + fx) / 2)} ${f(top - 40)} ${f(fx)} ${f(fy)}" stroke="#5e7f45" stroke-width="5" fill="none"/>`;
      flowers += leaf(fx + (x - fx) * 0.4, fy + (top - fy) * 0.5, 40, prng.float(-160, -20), '#6e9150');
      const kind = prng.int(0, 3);
      if (kind === 0) flowers += daisy(fx, fy, 48, '#f7c531', '#5a3a1a', 16, prng.float(0, 30)) + circle(fx, fy, 12, '#3d2713');
      else if (kind === 1) flowers += daisy(fx, fy, 36, '#ffffff', '#f2b632', 14);
      else if (kind === 2) for (let k = 0; k < 6; k++) flowers += ellipse(fx + prng.float(-4, 4), fy + k * 10, 7, 9, '#8f72c4');
      else flowers += daisy(fx, fy, 30, '#e98aa8', '#fff1b8', 8);
    }
    glassJars += ellipse(x + 20, 602, 95, 14, '#000', 'fill-opacity="0.25"');
    glassJars += rect(x - 80, top + 30, 160, h - 30, '#cfe2de', 'fill-opacity="0.45" rx="18"') + rect(x - 70, top, 140, 34, '#b8bfc2', 'rx="6"');
    glassJars += rect(x - 80, top + h * 0.55, 160, h * 0.45 - 2, '#9cc3c0', 'fill-opacity="0.35" rx="14"');
    glassJars += line(x - 54, top + 50, x - 54, 580, '#ffffff', 8, 'stroke-opacity="0.5" stroke-linecap="round"');
    glassJars += line(x - 80, top + 80, x + 80, top + 80, '#d8c29a', 10) ;
  }
  s += subject('wildflowers', flowers) + subject('sunflowers', '') + subject('jars', glassJars);
  return {
    body: s + vignette(0.22),
    caption: prng.pick(['Sunflowers and wildflowers in mason jars', 'Mason jars of sunflowers, daisies and wildflowers']),
    alt: 'three mason jars of sunflowers, daisies and purple wildflowers on a rustic wooden table',
  };
};

const platedDinner = (prng: Prng): Drawn => {
  const dish = prng.pick(['salmon', 'beef'] as const);
  let s = sky('linen', [[0, '#f6f1ea'], [1, '#e4dbcf']]);
  for (let i = 0; i < 20; i++) s += line(0, i * 42, W, i * 42 + 8, '#d8cdbc', 1.5, 'stroke-opacity="0.5"');
  s += rect(0, 0, 170, H, '#7d8f6e', 'fill-opacity="0.35"') + rect(1030, 0, 170, H, '#7d8f6e', 'fill-opacity="0.35"');
  const cx = 600;
  const cy = 420;
  let plate = circle(cx + 14, cy + 18, 300, '#000', 'fill-opacity="0.14"') + circle(cx, cy, 300, '#c9a14f') + circle(cx, cy, 284, '#fbfaf6') + circle(cx, cy, 210, '#ffffff', 'stroke="#e6ddd0" stroke-width="4"');
  if (dish === 'salmon') {
    plate += path(`M ${cx - 110} ${cy - 50} C ${cx - 60} ${cy - 110} ${cx + 80} ${cy - 100} ${cx + 120} ${cy - 30} C ${cx + 100} ${cy + 30} ${cx - 80} ${cy + 40} ${cx - 110} ${cy - 50} Z`, '#f08a5d');
    for (let i = 0; i < 6; i++) plate += `<path d="M ${cx - 80 + i * 35} ${cy - 70 + i * 2} q 10 30 0 70" stroke="#f7c2a4" stroke-width="7" fill="none"/>`;
    plate += path(`M ${cx - 80} ${cy - 66} C ${cx - 30} ${cy - 96} ${cx + 60} ${cy - 90} ${cx + 100} ${cy - 40}`, 'none', 'stroke="#b5532f" stroke-width="10" stroke-linecap="round" stroke-opacity="0.7"');
    for (let i = 0; i < 7; i++) plate += line(cx - 130 + i * 12, cy + 60 + i * 4, cx + 40 + i * 14, cy + 110 - i * 2, '#5f8a3a', 14, 'stroke-linecap="round"');
  } else {
    // Three slices of tenderloin, fanned, seared edges and pink middles.
    for (let i = 0; i < 3; i++) {
      const x = cx - 80 + i * 55;
      const y = cy - 40 + i * 6;
      plate += `<g transform="rotate(${-18 + i * 6} ${x} ${y})">${ellipse(x, y, 40, 70, '#4a2618')}${ellipse(x + 4, y, 32, 60, '#c0605a')}${ellipse(x + 6, y, 20, 42, '#de8a84')}</g>`;
    }
    plate += path(`M ${cx - 130} ${cy - 100} q 90 -30 200 10`, 'none', 'stroke="#5a2a1a" stroke-width="8" stroke-opacity="0.6" stroke-linecap="round"');
    for (let i = 0; i < 6; i++) plate += line(cx - 140 + i * 22, cy + 80, cx - 60 + i * 26, cy + 130, '#e8822f', 18, 'stroke-linecap="round"');
  }
  for (let i = 0; i < 5; i++) plate += circle(cx + 70 + prng.float(-40, 60), cy + 70 + prng.float(-20, 40), 22, '#e9cf8e', 'stroke="#c9a45a" stroke-width="3"');
  plate += path(`M ${cx - 170} ${cy + 20} C ${cx - 120} ${cy + 170} ${cx + 120} ${cy + 190} ${cx + 180} ${cy + 40}`, 'none', 'stroke="#7a3b2a" stroke-width="6" stroke-opacity="0.5" stroke-dasharray="20 14"');
  for (let i = 0; i < 9; i++) plate += leaf(cx + prng.float(-80, 80), cy + prng.float(-90, -40), 26, prng.float(0, 360), '#4f7a35');
  s += subject('plated-dinner', plate);
  // Cutlery, glass, bread plate and napkin.
  s += rect(240, 150, 22, 520, '#c9c9ce', 'rx="10"') + rect(280, 150, 20, 200, '#c9c9ce', 'rx="4"') + rect(285, 330, 10, 340, '#c9c9ce', 'rx="5"');
  s += rect(930, 140, 24, 540, '#c9c9ce', 'rx="12"') + rect(975, 150, 20, 520, '#c9c9ce', 'rx="10"');
  s += circle(1010, 110, 80, '#ffffff', 'fill-opacity="0.5" stroke="#d6cfc4" stroke-width="4"') + circle(1010, 110, 58, '#8a1f35', 'fill-opacity="0.8"') + ellipse(990, 90, 18, 10, '#ffffff', 'fill-opacity="0.5"');
  s += circle(190, 110, 90, '#fbfaf6', 'stroke="#e2d8c8" stroke-width="4"') + ellipse(190, 110, 55, 38, '#d49a58') + line(160, 100, 220, 100, '#a86b32', 4);
  s += rect(60, 520, 130, 220, '#7d8f6e', 'rx="8" transform="rotate(-6 125 630)"');
  const dishWords = dish === 'salmon' ? 'seared salmon with asparagus and new potatoes' : 'beef tenderloin with roasted carrots and new potatoes';
  return {
    body: s + vignette(0.18),
    caption: prng.pick([`Plated dinner: ${dishWords}`, `The main course, ${dishWords}`]),
    alt: `a plated dinner of ${dishWords} on a gold charger, with silver cutlery, red wine and a bread plate on white linen`,
  };
};

const buffet = (prng: Prng): Drawn => {
  const wall = prng.pick([
    ['#5a4636', '#8a6a4e', 'wood'],
    ['#d9d2c6', '#b8ab98', 'brick'],
    ['#4f5f52', '#7d8f7a', 'wood'],
  ] as const);
  let s = sky('wall', [[0, wall[0]], [1, wall[1]]]);
  if (wall[2] === 'brick') for (let r = 0; r < 12; r++) for (let c = 0; c < 14; c++) s += rect(c * 90 + (r % 2) * 45 - 45, 40 + r * 34, 84, 28, '#c9bba6', 'fill-opacity="0.55"');
  else for (let i = 0; i < 14; i++) s += line(i * 90, 0, i * 90, 470, '#000', 2, 'stroke-opacity="0.15"');
  s += bulbGlow('bulb');
  s += detail('string-lights', [0, 1, 2].map((i) => stringLights(-20, 40 + i * 60, W + 20, 60 + i * 60, 60, 14, 'bulb', '#1f1712')).join(''));
  // Greenery garland backdrop.
  for (let i = 0; i < 40; i++) s += leaf(prng.float(0, W), prng.float(300, 360), prng.float(40, 70), prng.float(0, 360), prng.pick(['#4f6e40', '#6b8a55']));
  // The table.
  s += rect(0, 470, W, 330, '#3a2c22');
  s += defs(linear('cloth', [[0, '#fbf7ef'], [1, '#d9cfbf']])) + rect(40, 470, 1120, 300, 'url(#cloth)') + rect(40, 440, 1120, 40, '#fffdf8');
  for (let i = 0; i < 14; i++) s += line(80 + i * 80, 480, 80 + i * 80 + prng.float(-8, 8), 770, '#cfc2ae', 3, 'stroke-opacity="0.7"');
  let food = '';
  // Chafing dishes with their lids lifted.
  for (const x of [220, 520, 820]) {
    food += rect(x - 120, 400, 240, 50, '#c7c9cf', 'rx="10"') + rect(x - 110, 445, 8, 30, '#8d9098') + rect(x + 102, 445, 8, 30, '#8d9098');
    food += ellipse(x, 402, 116, 18, prng.pick(['#d9a24a', '#b5542f', '#e6d3a0']));
    for (let i = 0; i < 10; i++) food += circle(x + prng.float(-90, 90), 400 + prng.float(-8, 6), prng.float(6, 12), prng.pick(['#8a3b1f', '#f0c76a', '#6f8f3a', '#c96a3a']));
    food += path(`M ${x + 40} 398 A 110 60 0 0 1 ${x + 180} 310 L ${x + 184} 322 A 100 54 0 0 0 ${x + 52} 398 Z`, '#d8dade');
    food += glow(`sheen${x}`, x, 390, 60, '#ffffff', 0.35);
  }
  // Salad bowl, bread basket and a cake stand.
  food += ellipse(1040, 420, 100, 30, '#ffffff') + path('M 940 420 A 100 60 0 0 0 1140 420 Z', '#f4f1ea');
  for (let i = 0; i < 14; i++) food += leaf(1040 + prng.float(-70, 60), 410 + prng.float(-16, 6), 34, prng.float(0, 360), prng.pick(['#6fa64a', '#3f7a2e', '#c8384a']));
  food += ellipse(370, 470, 70, 16, '#a8743c') + Array.from({ length: 5 }, (_, i) => ellipse(330 + i * 20, 455 - (i % 2) * 6, 22, 14, '#e0a55c')).join('');
  food += ellipse(670, 470, 60, 14, '#a8743c') + Array.from({ length: 4 }, (_, i) => circle(640 + i * 20, 458, 12, prng.pick(['#c8384a', '#f2a33a', '#7b3fa0']))).join('');
  // Little menu cards.
  for (const x of [220, 520, 820]) food += rect(x - 30, 480, 60, 36, '#ffffff', 'stroke="#c9a14f" stroke-width="2"') + line(x - 18, 494, x + 18, 494, '#8a7a6a', 3) + line(x - 14, 504, x + 14, 504, '#8a7a6a', 2);
  s += subject('buffet', food);
  return {
    body: s + vignette(0.25),
    caption: prng.pick(['The buffet: chafing dishes, salad and fresh bread', 'A buffet of hot dishes, salad, bread and fruit under the lights']),
    alt: 'a long buffet table in white linen with three silver chafing dishes, a salad bowl, bread and fruit, string lights above',
  };
};

const cakeScene = (prng: Prng): Drawn => {
  const v = prng.pick([
    { words: 'blush roses', colors: ['#f6c9d3', '#eaa3b5'], deep: '#a0525f' },
    { words: 'white roses', colors: ['#ffffff', '#f4ead9'], deep: '#a89070' },
    { words: 'coral roses', colors: ['#f7a58f', '#f3c0a8'], deep: '#b0644a' },
  ]);
  let s = sky('wall', [[0, '#e9e2ee'], [1, '#cbbfd3']]);
  // Draped curtains, string lights and a greenery garland along the table.
  for (let i = 0; i < 16; i++) s += rect(i * 75, 0, 38, 640, '#ffffff', `fill-opacity="${f(prng.float(0.12, 0.3))}"`) + line(i * 75 + 37, 0, i * 75 + 37, 640, '#b7a8c2', 3, 'stroke-opacity="0.5"');
  s += bulbGlow('bulb') + detail('string-lights', stringLights(-20, 60, W + 20, 90, 90, 12, 'bulb'));
  s += glow('back', 600, 360, 460, '#fff6e6', 0.7);
  s += defs(linear('tbl', [[0, '#f7f2ea'], [1, '#d6ccbd']])) + rect(0, 620, W, 180, 'url(#tbl)');
  for (let i = 0; i < 16; i++) s += line(i * 80 + 20, 640, i * 80 + 30, 800, '#c9bcaa', 3, 'stroke-opacity="0.6"');
  for (let i = 0; i < 44; i++) s += leaf(prng.float(0, W), prng.float(625, 660), prng.float(30, 50), prng.float(0, 360), prng.pick(['#5f7f4f', '#7d9a68']));
  for (const x of [200, 280, 920, 1000]) s += rect(x - 9, 560 - (x % 3) * 20, 18, 80 + (x % 3) * 20, '#fffaf0') + glow(`c${x}`, x, 556 - (x % 3) * 20, 50, '#ffd68a', 0.8);
  const cx = prng.float(560, 640);
  let c = ellipse(cx + 10, 640, 240, 26, '#000', 'fill-opacity="0.18"') + rect(cx - 190, 600, 380, 18, '#c9a14f', 'rx="8"') + rect(cx - 26, 614, 52, 30, '#b08a3e');
  const tiers: Array<[number, number]> = [
    [300, 130],
    [230, 115],
    [160, 100],
  ];
  let y = 600;
  s += defs(linear('icing', [[0, '#ffffff'], [1, '#ece4d8']], 0, 0, 1, 0));
  for (const [w, h] of tiers) {
    y -= h;
    c += rect(cx - w / 2, y, w, h, 'url(#icing)', 'rx="8"') + ellipse(cx, y, w / 2, 12, '#ffffff');
    for (let i = 0; i < Math.round(w / 16); i++) c += circle(cx - w / 2 + 8 + i * 16, y + h - 6, 5, '#e7dccb');
  }
  // A cascade of roses down the tiers and a sprig on top.
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    c += leaf(cx + 80 - t * 190, y + 30 + t * 300, 36, prng.float(0, 360), '#6f8a55');
    c += rose(cx + 70 - t * 170 + prng.float(-10, 10), y + 20 + t * 300, prng.float(20, 28), prng.pick(v.colors), v.deep, prng.float(0, 360));
  }
  c += rose(cx, y - 18, 30, v.colors[0]!, v.deep) + leaf(cx, y - 20, 60, -150, '#6f8a55') + leaf(cx, y - 20, 60, -30, '#6f8a55');
  s += subject('cake', c);
  s += subject('roses', '');
  return {
    body: s + vignette(0.2),
    caption: prng.pick([`A three-tier cake with a cascade of ${v.words}`, `The wedding cake: three tiers and ${v.words}`]),
    alt: `a three-tier white wedding cake with a cascade of ${v.words} on a gold stand, string lights behind`,
  };
};

const grazingBoard = (prng: Prng): Drawn => {
  let s = sky('slate', [[0, '#3b3f44'], [1, '#25282c']]);
  for (let i = 0; i < 30; i++) s += circle(prng.float(0, W), prng.float(0, H), prng.float(40, 120), '#4a4f55', 'fill-opacity="0.2"');
  let b = path('M 140 140 C 400 90 800 110 1080 160 C 1110 350 1100 520 1060 660 C 780 710 400 700 130 650 C 100 480 100 300 140 140 Z', '#b07a47');
  b += path('M 170 170 C 420 130 790 150 1050 190 C 1075 360 1065 510 1035 630 C 770 675 410 665 160 620 C 135 470 135 320 170 170 Z', '#c8945e');
  for (let i = 0; i < 14; i++) b += line(170, 190 + i * 32, 1040, 200 + i * 32, '#a97a49', 2, 'stroke-opacity="0.5"');
  // Cheeses, charcuterie, grapes, crackers and figs.
  b += path('M 250 260 L 420 220 L 400 340 Z', '#f4d47c') + path('M 250 260 L 400 340 L 390 360 L 244 280 Z', '#e0b24c');
  b += path('M 700 500 L 860 470 L 850 590 Z', '#fbf2d8') + path('M 700 500 L 850 590 L 840 606 L 696 520 Z', '#e6d7a8');
  b += circle(560, 300, 70, '#f6efdc') + circle(560, 300, 70, 'none', 'stroke="#d8c79a" stroke-width="8"');
  for (let i = 0; i < 9; i++) b += circle(300 + (i % 3) * 40 + prng.float(-5, 5), 470 + Math.floor(i / 3) * 36, 30, '#b43c4a', 'stroke="#7d2030" stroke-width="4"') + circle(300 + (i % 3) * 40, 470 + Math.floor(i / 3) * 36, 6, '#f3d9c0', 'fill-opacity="0.7"');
  for (let i = 0; i < 22; i++) b += circle(830 + prng.float(-70, 70), 270 + prng.float(-60, 70), 20, prng.pick(['#6b2a5c', '#7c3468', '#5a2250']));
  for (let i = 0; i < 8; i++) b += rect(560 + i * 22, 430, 16, 120, '#e7c28a', 'rx="3" stroke="#b78a4c" stroke-width="2"');
  for (let i = 0; i < 4; i++) b += circle(460 + i * 60, 600, 26, '#6b3a5a') + circle(460 + i * 60, 600, 14, '#d46a7e');
  for (let i = 0; i < 12; i++) b += leaf(prng.float(220, 980), prng.float(200, 620), 34, prng.float(0, 360), '#5f8a45');
  s += subject('grazing-board', b);
  return {
    body: s + vignette(0.3),
    caption: prng.pick(['A grazing board of cheeses, charcuterie, grapes and figs', 'Cheese, charcuterie and fruit on the grazing board']),
    alt: 'a wooden grazing board with wedges of cheese, rolled salami, grapes, crackers and figs on a slate table',
  };
};

const djBooth = (prng: Prng): Drawn => {
  const beams = prng.pick([
    ['#ff4fb3', '#4fc3ff', '#b06bff'],
    ['#ffb340', '#ff4f7a', '#6b7bff'],
  ] as const);
  let s = sky('room', [[0, '#0f0b1e'], [1, '#2a1638']]);
  let lights = '';
  beams.forEach((c, i) => {
    lights += defs(linear(`beam${i}`, [[0, c, 0.75], [1, c, 0]]));
    for (let k = 0; k < 2; k++) {
      const x = 150 + i * 450 + k * 120;
      const a = prng.float(-260, 260);
      lights += path(`M ${f(x)} 0 L ${f(x + a - 90)} 800 L ${f(x + a + 90)} 800 Z`, `url(#beam${i})`, 'fill-opacity="0.55"');
      lights += circle(x, 6, 22, c);
    }
  });
  // The mirror ball.
  let ball = line(600, 0, 600, 90, '#888', 3) + circle(600, 150, 62, '#b8bcc8');
  for (let r = 0; r < 6; r++) for (let c = 0; c < 8; c++) ball += rect(548 + c * 13, 100 + r * 17, 11, 14, prng.pick(['#e9ecf5', '#8d93a6', '#ffffff', '#c7cbe0']), 'fill-opacity="0.9"');
  ball += circle(600, 150, 62, 'none', 'stroke="#0f0b1e" stroke-width="4"');
  for (let i = 0; i < 40; i++) ball += circle(prng.float(0, W), prng.float(0, 600), prng.float(2, 5), prng.pick(beams), 'fill-opacity="0.8"');
  s += subject('lights', lights + ball);
  // The DJ behind the booth, headphones on, one hand raised.
  let dj = circle(600, 330, 38, '#0a0712') + path('M 540 470 C 540 390 560 372 600 372 C 640 372 660 390 660 470 Z', '#0a0712');
  dj += path('M 562 320 A 40 40 0 0 1 638 320', 'none', 'stroke="#2a2236" stroke-width="10"') + rect(552, 316, 16, 30, '#2a2236', 'rx="6"') + rect(632, 316, 16, 30, '#2a2236', 'rx="6"');
  dj += line(648, 392, 700, 260, '#0a0712', 22, 'stroke-linecap="round"') + circle(704, 250, 16, '#0a0712');
  dj += defs(linear('booth', [[0, '#2b2140'], [1, '#140e22']]));
  dj += rect(360, 450, 480, 230, 'url(#booth)', 'rx="8"') + rect(360, 450, 480, 16, '#3a2d55');
  dj += rect(380, 490, 440, 8, beams[0], 'fill-opacity="0.9"') + rect(380, 640, 440, 8, beams[1], 'fill-opacity="0.9"');
  for (const x of [460, 740]) dj += ellipse(x, 452, 60, 12, '#3b3b48') + ellipse(x, 450, 48, 9, '#15151c') + circle(x, 450, 5, beams[2]);
  dj += rect(560, 436, 80, 18, '#444455') + Array.from({ length: 6 }, (_, i) => circle(572 + i * 11, 445, 3, beams[i % 3]!)).join('');
  dj += `<text x="600" y="590" font-family="sans-serif" font-size="54" font-weight="800" text-anchor="middle" fill="${beams[2]}" fill-opacity="0.9">DJ</text>`;
  s += subject('dj', dj);
  // The crowd in front.
  let crowd = '';
  for (let i = 0; i < 13; i++) {
    const x = i * 100 + prng.float(-20, 20);
    const h = prng.float(0, 40);
    crowd += circle(x, 660 + h, 34, '#06040c') + path(`M ${f(x - 60)} 800 C ${f(x - 60)} ${f(720 + h)} ${f(x - 40)} ${f(696 + h)} ${f(x)} ${f(696 + h)} C ${f(x + 40)} ${f(696 + h)} ${f(x + 60)} ${f(720 + h)} ${f(x + 60)} 800 Z`, '#06040c');
    if (prng.chance(0.35)) crowd += line(x + 30, 720 + h, x + prng.float(40, 70), 580 + h, '#06040c', 16, 'stroke-linecap="round"');
  }
  s += crowd;
  return {
    body: s,
    caption: prng.pick(['The DJ booth under the dance-floor lights', 'The DJ, the mirror ball and a full dance floor']),
    alt: 'a DJ in headphones at a lit booth, coloured spotlight beams and a mirror ball over a crowd dancing',
  };
};

const stringQuartet = (prng: Prng): Drawn => {
  let s = sky('wall', [[0, '#3b2a2a'], [1, '#6b4a3a']]);
  // An arched window of candlelight and garden behind, and candles on the floor.
  s += glow('warm', 600, 260, 560, '#ffcf8a', 0.55);
  s += detail('window', path('M 430 520 L 430 220 A 170 170 0 0 1 770 220 L 770 520 Z', '#f1d7a2', 'fill-opacity="0.55"') + line(600, 50, 600, 520, '#3b2a2a', 8) + line(430, 300, 770, 300, '#3b2a2a', 8));
  s += defs(linear('floor', [[0, '#5a3a2a'], [1, '#2e1d15']])) + rect(0, 520, W, 280, 'url(#floor)');
  const glowDefs = defs(radial('candle', [[0, '#fff2c6', 1], [0.2, '#ffc86a', 0.5], [1, '#ffc86a', 0]]));
  s += glowDefs;
  s += subject('candles', [80, 150, 1050, 1120].map((x) => rect(x - 10, 540, 20, 100 + (x % 3) * 20, '#f7efe0') + circle(x, 534, 60, 'url(#candle)') + ellipse(x, 532, 5, 10, '#fff2c6')).join(''));
  const players: Array<{ x: number; inst: 'violin' | 'cello' }> = [
    { x: 300, inst: 'violin' },
    { x: 500, inst: 'violin' },
    { x: 700, inst: 'violin' },
    { x: 900, inst: 'cello' },
  ];
  let q = '';
  const dark = '#1b1216';
  for (const [i, p] of players.entries()) {
    const facing = i < 2 ? 1 : -1;
    q += rect(p.x - 70 * facing - 4, 470, 8, 210, '#1b1216') + path(`M ${f(p.x - 70 * facing - 44)} 470 L ${f(p.x - 70 * facing + 44)} 470 L ${f(p.x - 70 * facing + 36)} 420 L ${f(p.x - 70 * facing - 36)} 420 Z`, '#2a1d20');
    q += seated(p.x, 700, 1.45, dark, facing);
    if (p.inst === 'violin') {
      q += violin(p.x + 28 * facing, 470, 1.5, facing * 55, '#b5652d');
      q += line(p.x + 70 * facing, 430, p.x - 20 * facing, 540, '#e8d6b0', 3);
    } else {
      q += `<g transform="rotate(${-10 * facing} ${p.x} 600)">${ellipse(p.x + 50 * facing, 560, 44, 40, '#a4531f')}${ellipse(p.x + 50 * facing, 630, 56, 52, '#a4531f')}${rect(p.x + 46 * facing, 420, 8, 120, dark)}${line(p.x + 50 * facing, 700, p.x + 50 * facing, 720, dark, 5)}</g>`;
      q += line(p.x - 40 * facing, 600, p.x + 130 * facing, 630, '#e8d6b0', 3);
    }
  }
  s += subject('string-quartet', q);
  return {
    body: s + vignette(0.3),
    caption: prng.pick(['A string quartet playing by candlelight', 'The string quartet, two violins, viola and cello, among the candles']),
    alt: 'a string quartet, two violins, a viola and a cello, seated at music stands by candlelight before an arched window',
  };
};

const harpScene = (prng: Prng): Drawn => {
  let s = sky('wall', [[0, '#e7dccb'], [1, '#c9b79c']]);
  s += rect(680, 60, 420, 500, '#f9f3e6') + defs(linear('glassw', [[0, '#c5dcec'], [1, '#eef3e6']])) + rect(700, 80, 380, 460, 'url(#glassw)');
  s += subject('window', roundTree(prng, 860, 560, 90, '#9cbf8e', '#cfe4c2') + line(890, 80, 890, 540, '#f9f3e6', 10) + line(700, 300, 1080, 300, '#f9f3e6', 10));
  s += path('M 700 540 L 1080 540 L 1200 800 L 500 800 Z', '#fff7e0', 'fill-opacity="0.3"');
  s += defs(linear('floor', [[0, '#a77b55'], [1, '#6b4a30']])) + rect(0, 600, W, 200, 'url(#floor)');
  const x = prng.float(420, 480);
  // The harp: column, curved neck, sound box and strings.
  let harp = ellipse(x + 40, 720, 190, 22, '#000', 'fill-opacity="0.2"');
  harp += defs(linear('gilt', [[0, '#f2d48a'], [1, '#b0843a']], 0, 0, 1, 0));
  const top = 140;
  for (let i = 0; i < 22; i++) {
    const t = i / 21;
    const sx = x - 110 + t * 220;
    harp += line(sx, top + 40 + t * 40 + Math.sin(t * Math.PI) * -20, sx, 660 - t * 380, '#fff4d6', 2, 'stroke-opacity="0.85"');
  }
  harp += path(`M ${f(x - 110)} 700 L ${f(x + 130)} 240 L ${f(x + 150)} 258 L ${f(x - 80)} 712 Z`, '#8a5a2e');
  harp += path(`M ${f(x - 130)} ${top} C ${f(x - 40)} ${top - 50} ${f(x + 40)} ${top + 120} ${f(x + 150)} 240 L ${f(x + 140)} 262 C ${f(x + 30)} ${top + 140} ${f(x - 40)} ${top - 20} ${f(x - 126)} ${top + 30} Z`, 'url(#gilt)');
  harp += rect(x - 140, top, 30, 580, 'url(#gilt)', 'rx="12"') + rect(x - 150, 700, 300, 24, '#b0843a', 'rx="8"');
  s += subject('harp', harp);
  // The harpist, seated beside it.
  s += seated(x + 220, 724, 1.55, '#3b2a36', -1) + line(x + 170, 480, x + 60, 420, '#3b2a36', 16, 'stroke-linecap="round"');
  return {
    body: s + vignette(0.2),
    caption: prng.pick(['The harp by the window, ready for the ceremony', 'A concert harp and its harpist in the window light']),
    alt: 'a gilded concert harp on a wooden floor by a tall window, the harpist seated beside it',
  };
};

const band = (prng: Prng): Drawn => {
  const backdrop = prng.pick([
    ['#140f24', '#3a1f3d'],
    ['#1a0f0f', '#4a1f1f'],
    ['#0f1a24', '#1f3a4a'],
  ] as const);
  let s = sky('stage', [[0, backdrop[0]], [1, backdrop[1]]]);
  // A draped backdrop behind the stage.
  for (let i = 0; i < 20; i++) s += rect(i * 60, 0, 30, 620, '#ffffff', `fill-opacity="${f(prng.float(0.02, 0.06))}"`);
  let lights = '';
  const cols = prng.pick([
    ['#ffd27a', '#ff7aa8', '#7ad0ff', '#ffd27a'],
    ['#ffb25a', '#ffe39a', '#ff8a5a', '#ffe39a'],
    ['#8a7aff', '#ff7ad9', '#7affd9', '#8a7aff'],
  ]);
  cols.forEach((c, i) => {
    lights += defs(linear(`spot${i}`, [[0, c, 0.8], [1, c, 0]]));
    const x = 150 + i * 300;
    lights += path(`M ${x} 20 L ${x - 140 + prng.float(-40, 40)} 700 L ${x + 140 + prng.float(-40, 40)} 700 Z`, `url(#spot${i})`, 'fill-opacity="0.5"') + circle(x, 20, 20, c);
  });
  s += subject('stage-lights', lights);
  s += rect(0, 620, W, 180, '#1a1220') + rect(0, 612, W, 12, '#3a2a44');
  const dark = '#0c0810';
  let b = '';
  // Drum kit at the back.
  const kit = prng.pick(['#b0343a', '#2f5fa8', '#3a7a4a', '#c9a14f']);
  b += circle(600, 530, 80, '#f4ece0') + circle(600, 530, 80, 'none', `stroke="${kit}" stroke-width="12"`) + circle(600, 530, 30, kit, 'fill-opacity="0.8"');
  b += ellipse(470, 470, 60, 12, '#d9b44a') + line(470, 470, 470, 620, '#888', 4) + ellipse(740, 440, 66, 12, '#d9b44a') + line(740, 440, 740, 620, '#888', 4);
  b += rect(660, 470, 70, 50, kit, 'rx="10"') + rect(478, 480, 70, 50, kit, 'rx="10"');
  // Singer at the microphone, guitarist and bassist.
  const person = (x: number, h: number): string => circle(x, 620 - h - 22, 26, dark) + path(`M ${x - 44} 622 L ${x - 36} ${620 - h + 40} C ${x - 30} ${620 - h + 10} ${x + 30} ${620 - h + 10} ${x + 36} ${620 - h + 40} L ${x + 44} 622 Z`, dark);
  b += person(600, 280) + line(600, 620, 600, 400, '#aaa', 4) + ellipse(600, 396, 9, 14, '#ccc') + line(626, 450, 604, 404, dark, 16, 'stroke-linecap="round"');
  const [gx, bx] = prng.pick([
    [300, 900],
    [240, 960],
    [360, 840],
  ] as const);
  b += `<g transform="translate(${gx - 300} 0)">` + person(300, 270) + `<g transform="rotate(-28 300 500)">${ellipse(300, 520, 60, 44, prng.pick(['#c7662b', '#e8c07a', '#8a2f2f']))}${circle(300, 520, 14, dark)}${rect(340, 510, 160, 14, '#5a3a20')}</g></g>`;
  b += `<g transform="translate(${bx - 900} 0)">` + person(900, 285) + `<g transform="rotate(24 900 500)">${ellipse(900, 520, 58, 42, prng.pick(['#2f5fa8', '#1f1f1f', '#b5552f']))}${rect(760, 510, 170, 12, '#3a2a1a')}</g></g>`;
  s += subject('band', b);
  // Hands up in the crowd.
  for (let i = 0; i < 12; i++) {
    const x = i * 110 + prng.float(-20, 20);
    s += circle(x, 740, 30, '#050308') + rect(x - 50, 760, 100, 60, '#050308', 'rx="30"');
    if (prng.chance(0.4)) s += line(x + 24, 760, x + 40, 640, '#050308', 14, 'stroke-linecap="round"');
  }
  return {
    body: s,
    caption: prng.pick(['The band on stage under the lights', 'Live on stage: vocals, guitar, bass and drums']),
    alt: 'a live band on stage under coloured spotlights: a singer at the microphone, a guitarist, a bassist and a drum kit, the crowd in front',
  };
};

const plannerDesk = (prng: Prng): Drawn => {
  let s = sky('cloth', [[0, '#f4efe8'], [1, '#e2d9cd']]);
  s += glow('win', 200, 60, 700, '#ffffff', 0.5);
  // The open notebook with a checklist.
  let nb = rect(262, 132, 600, 480, '#000', 'fill-opacity="0.15" rx="10"') + rect(250, 120, 600, 480, '#7d8f6e', 'rx="12"');
  nb += rect(268, 134, 282, 452, '#fffdf8') + rect(550, 134, 282, 452, '#fffdf8') + line(550, 134, 550, 586, '#d9cfbf', 4);
  nb += `<text x="290" y="184" font-family="serif" font-size="30" font-style="italic" fill="#7a4a52">Checklist</text>`;
  for (let i = 0; i < 8; i++) {
    const y = 220 + i * 44;
    nb += rect(292, y - 14, 18, 18, 'none', 'stroke="#7a6a5a" stroke-width="2.5"');
    if (i < 5) nb += `<path d="M 294 ${y - 6} l 6 7 l 12 -16" stroke="#b0525f" stroke-width="3.5" fill="none"/>`;
    nb += line(324, y - 4, 324 + prng.float(120, 200), y - 4, '#8a7f73', 3, 'stroke-linecap="round"');
  }
  nb += `<text x="572" y="184" font-family="serif" font-size="30" font-style="italic" fill="#7a4a52">Timeline</text>`;
  for (let i = 0; i < 7; i++) {
    const y = 224 + i * 48;
    nb += circle(584, y, 6, '#c9a14f') + line(604, y, 604 + prng.float(120, 190), y, '#8a7f73', 3, 'stroke-linecap="round"') + line(604, y + 16, 604 + prng.float(60, 120), y + 16, '#bdb3a6', 2.5, 'stroke-linecap="round"');
  }
  s += subject('notebook', nb);
  // Pen, swatches, a coffee and a sprig of flowers.
  s += `<g transform="rotate(32 900 420)">${rect(870, 300, 18, 260, '#1f2a3a', 'rx="8"')}${rect(870, 300, 18, 40, '#c9a14f', 'rx="6"')}</g>`;
  let sw = '';
  ['#e7b7c2', '#b8c9b0', '#f1e2c8', '#8a9fbf'].forEach((c, i) => {
    sw += `<g transform="rotate(${-14 + i * 9} 1040 ${600 + i * 10})">${rect(960, 520 + i * 26, 160, 96, c, 'stroke="#ffffff" stroke-width="4"')}</g>`;
  });
  s += subject('swatches', sw);
  s += circle(1060, 170, 84, '#ffffff', 'stroke="#e6ddd0" stroke-width="4"') + circle(1060, 170, 62, '#6b3f24') + ellipse(1044, 156, 24, 12, '#a06b44', 'fill-opacity="0.7"');
  let sprig = '';
  for (let i = 0; i < 6; i++) sprig += eucalyptus(prng, 110, 700, prng.float(160, 220), prng.float(-80, -20), '#93a88a');
  sprig += detail('roses', rose(150, 640, 34, '#f2b8c6', '#a0525f') + rose(210, 690, 28, '#fff6ea', '#b08a6a') + rose(120, 720, 26, '#e48aa0', '#8a3a4a'));
  s += sprig;
  // A place card.
  s += `<g transform="rotate(-8 520 700)">${rect(440, 660, 170, 90, '#ffffff', 'stroke="#c9a14f" stroke-width="3"')}<text x="525" y="715" font-family="serif" font-size="26" font-style="italic" text-anchor="middle" fill="#7a4a52">Table 4</text></g>`;
  return {
    body: s + vignette(0.16),
    caption: prng.pick(["The planner's notebook: checklist, timeline and swatches", 'Checklist ticked, timeline drafted, swatches chosen in the notebook']),
    alt: "an open planner's notebook with a checklist and a timeline, fabric swatches, a pen, a place card, a coffee and a few roses",
  };
};

const longTable = (prng: Prng): Drawn => {
  const sunset = prng.chance(0.5);
  let s = sky('sky', sunset ? [[0, '#2e3566'], [0.6, '#c9788a'], [1, '#f7b27a']] : [[0, '#1c2340'], [1, '#4f4a7a']]);
  for (let i = 0; i < 12; i++) s += roundTree(prng, i * 110 + prng.float(-20, 20), 420, prng.float(50, 70), '#1f2a2a', '#2e3f3a');
  s += rect(0, 400, W, 400, '#2a3a2a');
  s += bulbGlow('bulb');
  let lights = '';
  for (let i = 0; i < 4; i++) lights += stringLights(-20, 60 + i * 40, W + 20, 80 + i * 40, 80 + i * 20, 14 - i, 'bulb');
  s += subject('string-lights', lights);
  // A long table running away from us, set with candles, greenery and places.
  const vx = 600;
  const vy = 420;
  let t = path(`M ${vx - 60} ${vy} L ${vx + 60} ${vy} L ${vx + 430} ${H} L ${vx - 430} ${H} Z`, '#fbf7ef') + path(`M ${vx - 60} ${vy} L ${vx - 430} ${H} L ${vx - 470} ${H} L ${vx - 64} ${vy + 4} Z`, '#d9cfbf');
  t += path(`M ${vx - 14} ${vy} L ${vx + 14} ${vy} L ${vx + 120} ${H} L ${vx - 120} ${H} Z`, '#6f8a55', 'fill-opacity="0.85"');
  t += defs(radial('candle', [[0, '#fff2c6', 1], [0.2, '#ffc86a', 0.5], [1, '#ffc86a', 0]]));
  for (let i = 0; i < 9; i++) {
    const k = i / 8;
    const y = vy + 20 + k * k * 330 + k * 40;
    const sc = 0.3 + k * 1.6;
    for (let j = 0; j < 4; j++) t += leaf(vx + prng.float(-30, 30) * sc, y, 30 * sc, prng.float(0, 360), '#4f6e40');
    t += rect(vx - 24 * sc, y - 40 * sc, 8 * sc, 40 * sc, '#fffaf0') + rect(vx + 18 * sc, y - 30 * sc, 8 * sc, 30 * sc, '#fffaf0');
    t += circle(vx - 20 * sc, y - 44 * sc, 26 * sc, 'url(#candle)') + circle(vx + 22 * sc, y - 34 * sc, 26 * sc, 'url(#candle)');
    for (const side of [-1, 1]) {
      const px = vx + side * (60 + k * 260);
      t += ellipse(px, y + 6 * sc, 34 * sc, 12 * sc, '#ffffff', `stroke="#c9a14f" stroke-width="${f(2 * sc)}"`);
      t += rect(px + side * 40 * sc - 2 * sc, y - 20 * sc, 4 * sc, 24 * sc, '#ffffff', 'fill-opacity="0.7"') + ellipse(px + side * 40 * sc, y - 24 * sc, 8 * sc, 10 * sc, '#ffffff', 'fill-opacity="0.5"');
      t += detail('chairs', chair(px + side * 60 * sc, y + 40 * sc, sc * 0.9, '#c9a14f', '#a07f3a'));
    }
  }
  s += subject('long-table', t);
  s += subject('candles', '');
  if (sunset) s += detail('sunset', '');
  return {
    body: s + vignette(0.28),
    caption: prng.pick(['A long table set with candles and greenery under string lights', 'Candles, greenery and string lights over the long table']),
    alt: `a long table set outdoors for the reception ${sunset ? 'at sunset' : 'at nightfall'}, with candles, a greenery runner and gold chairs, string lights overhead`,
  };
};

const SCENE_DRAWERS: Record<Scene, (prng: Prng) => Drawn> = {
  ballroom,
  barn,
  'mountain-ceremony': mountainCeremony,
  'garden-arch': gardenArch,
  'lake-dock': lakeDock,
  couple: coupleScene,
  'camera-desk': cameraDesk,
  bouquet: bouquetScene,
  vase: vaseScene,
  'mason-jars': masonJars,
  'plated-dinner': platedDinner,
  buffet,
  cake: cakeScene,
  'grazing-board': grazingBoard,
  'dj-booth': djBooth,
  'string-quartet': stringQuartet,
  harp: harpScene,
  band,
  'planner-desk': plannerDesk,
  'long-table': longTable,
};

/** Scenes with writing in them, which a mirror would turn backwards. */
const WITH_WRITING: ReadonlySet<Scene> = new Set(['camera-desk', 'dj-booth', 'planner-desk']);

/** A scene drawn from its seed: the SVG body and the words that go with it; half of them mirrored, for variety. */
export const drawScene = (scene: Scene, seed: string, mono = false): Drawn => {
  let { body, caption, alt } = SCENE_DRAWERS[scene](createPrng(seed));
  if (!WITH_WRITING.has(scene) && createPrng(`${seed}:mirror`).chance(0.5)) body = `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>`;
  if (mono) {
    body = `${defs('<filter id="mono" x="0" y="0" width="1" height="1"><feColorMatrix type="saturate" values="0"/></filter>')}<g filter="url(#mono)">${body}</g>${subject('black-and-white', '')}`;
    caption = `${caption}, in black and white`;
    // The scene's alt text names colours a black-and-white print does not show: say what the caption says.
    alt = `${caption[0]!.toLowerCase()}${caption.slice(1)}`;
  }
  return { body, caption, alt };
};

/** The whole picture as one SVG, at 1200×800 or cropped to fill another size. */
export const photoSvg = (plan: Pick<PhotoPlan, 'scene' | 'seed' | 'mono'>, width = W, height = H): string =>
  svgDoc(drawScene(plan.scene, plan.seed, plan.mono).body, width, height);

export interface RenderedPhoto {
  full: Buffer;
  medium: Buffer;
  width: number;
  height: number;
}

/** A vendor photo: a 1200×800 JPEG and its 600×400 'medium' version, from one SVG rasterisation. */
export const renderVendorPhoto = async (plan: PhotoPlan): Promise<RenderedPhoto> => {
  const data = await sharp(Buffer.from(photoSvg(plan))).removeAlpha().raw().toBuffer();
  const raw = { raw: { width: W, height: H, channels: 3 } } as const;
  const [full, medium] = await Promise.all([
    sharp(data, raw).jpeg({ quality: JPEG_QUALITY }).toBuffer(),
    sharp(data, raw).resize(MEDIUM_WIDTH, MEDIUM_HEIGHT).jpeg({ quality: JPEG_QUALITY }).toBuffer(),
  ]);
  return { full, medium, width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
};

/** A category tile: one 800×600 JPEG. */
export const renderCategoryPhoto = async (plan: PhotoPlan): Promise<Buffer> =>
  sharp(Buffer.from(photoSvg(plan, CATEGORY_IMAGE_WIDTH, CATEGORY_IMAGE_HEIGHT)))
    .removeAlpha()
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
