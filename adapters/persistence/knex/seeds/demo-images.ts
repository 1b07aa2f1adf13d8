import sharp from 'sharp';
import type { CategorySlug } from '../../../../domain/categories/category.ts';
import { createPrng, type Prng } from './prng.ts';

/**
 * Placeholder photos for the demo directory, drawn as SVG (soft gradients and simple, elegant shapes in a
 * palette that suits the category) and encoded by sharp as JPEG. Everything is derived from a seed string,
 * so the same vendor always gets the same pictures.
 */

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
export const MEDIUM_WIDTH = 600;
export const MEDIUM_HEIGHT = 400;
export const CATEGORY_IMAGE_WIDTH = 800;
export const CATEGORY_IMAGE_HEIGHT = 600;
const JPEG_QUALITY = 78;

export type Motif =
  | 'hills'
  | 'arch'
  | 'barn'
  | 'lights'
  | 'rings'
  | 'bokeh'
  | 'bouquet'
  | 'bloom'
  | 'cake'
  | 'table'
  | 'record'
  | 'camera';

export type PaletteName = 'blush' | 'sage' | 'champagne' | 'dusk';

interface Palette {
  name: PaletteName;
  /** Sky / background gradient, top to bottom. */
  sky: [string, string];
  /** Ground or far-to-near hills, light to dark. */
  land: [string, string, string];
  /** Main accent and a deeper accent. */
  accent: string;
  deep: string;
  /** Petal colours. */
  petals: [string, string, string];
  leaf: string;
  glow: string;
  cream: string;
  gold: string;
  /** Words used in alt text and captions. */
  tone: string;
}

const PALETTES: Record<PaletteName, Palette> = {
  blush: {
    name: 'blush',
    sky: ['#fbeef0', '#f2cdd5'],
    land: ['#e9b7c2', '#d893a4', '#b86f84'],
    accent: '#d4879b',
    deep: '#9e5670',
    petals: ['#f6c9d3', '#eaa3b5', '#fbe3e8'],
    leaf: '#8fa68a',
    glow: '#fff4ef',
    cream: '#fff8f5',
    gold: '#c9a46c',
    tone: 'blush',
  },
  sage: {
    name: 'sage',
    sky: ['#f1f4ec', '#d3dfcb'],
    land: ['#b8cbb0', '#93ad8c', '#6c8a69'],
    accent: '#7f9a78',
    deep: '#4f6b52',
    petals: ['#fbf7f0', '#efe3cf', '#f4d9d4'],
    leaf: '#6f8f6a',
    glow: '#fffdf5',
    cream: '#fbfaf4',
    gold: '#b89a62',
    tone: 'sage green',
  },
  champagne: {
    name: 'champagne',
    sky: ['#fbf6ec', '#ecdcbf'],
    land: ['#e2cba2', '#cdae7b', '#a9865a'],
    accent: '#c7a467',
    deep: '#8a6a3f',
    petals: ['#fffaf0', '#f1dfc0', '#f5d7c9'],
    leaf: '#93a27f',
    glow: '#fffbee',
    cream: '#fffdf7',
    gold: '#c9a14f',
    tone: 'champagne',
  },
  dusk: {
    name: 'dusk',
    sky: ['#4b3476', '#d99aa8'],
    land: ['#8c6aa8', '#5f4785', '#3b2b5c'],
    accent: '#f3c9a6',
    deep: '#553c7b',
    petals: ['#f6d3dc', '#e7b3c8', '#fbe6d8'],
    leaf: '#7e9a86',
    glow: '#ffe7c9',
    cream: '#fff4ec',
    gold: '#f0c987',
    tone: 'dusky violet',
  },
};

/** Which palettes and motifs suit each category (the first motif is the category's signature). */
const CATEGORY_LOOKS: Record<CategorySlug, { palettes: PaletteName[]; motifs: Motif[] }> = {
  venues: { palettes: ['sage', 'dusk', 'champagne', 'blush'], motifs: ['hills', 'arch', 'barn', 'lights'] },
  photographers: { palettes: ['champagne', 'blush', 'dusk', 'sage'], motifs: ['camera', 'bokeh', 'hills', 'rings'] },
  planners: { palettes: ['blush', 'champagne', 'sage'], motifs: ['rings', 'table', 'arch', 'bouquet'] },
  caterers: { palettes: ['champagne', 'sage', 'blush'], motifs: ['table', 'cake', 'lights', 'bouquet'] },
  music: { palettes: ['dusk', 'champagne', 'blush'], motifs: ['record', 'lights', 'bokeh', 'hills'] },
  florists: { palettes: ['blush', 'sage', 'champagne', 'dusk'], motifs: ['bouquet', 'bloom', 'arch', 'table'] },
};

const SUBJECTS: Record<Motif, { alt: string; captions: string[] }> = {
  hills: {
    alt: 'layered Blue Ridge foothills under a {tone} sky',
    captions: ['Golden hour over the foothills', 'Mountain views for the ceremony', 'The Blue Ridge at sunset'],
  },
  arch: {
    alt: 'a ceremony arch dressed with {tone} flowers',
    captions: ['The ceremony arch', 'Ready for "I do"', 'Florals on the arbor'],
  },
  barn: {
    alt: 'a barn in the hills with string lights at dusk',
    captions: ['The barn at twilight', 'Reception under the lights', 'Country evening'],
  },
  lights: {
    alt: 'string lights glowing over the reception in {tone} tones',
    captions: ['Bistro lights for the first dance', 'The reception glow', 'An evening under the lights'],
  },
  rings: {
    alt: 'two gold wedding rings on a {tone} background',
    captions: ['The rings', 'Details that matter', 'Forever starts here'],
  },
  bokeh: {
    alt: 'soft {tone} evening light, out of focus',
    captions: ['Evening glow', 'Light and atmosphere', 'The golden hour'],
  },
  bouquet: {
    alt: 'a hand-tied bouquet of {tone} blooms and greenery',
    captions: ['The bridal bouquet', 'Garden-gathered blooms', 'Seasonal stems'],
  },
  bloom: {
    alt: 'a close-up of a {tone} garden bloom',
    captions: ['Petal detail', 'In full bloom', 'A single stem'],
  },
  cake: {
    alt: 'a three-tier wedding cake with {tone} flowers',
    captions: ['The wedding cake', 'Something sweet', 'Three tiers of celebration'],
  },
  table: {
    alt: 'a reception place setting with {tone} linens and a flower sprig',
    captions: ['The tablescape', 'Set for dinner', 'Place settings for the reception'],
  },
  record: {
    alt: 'a vinyl record with music notes in {tone} tones',
    captions: ['On the turntable', 'The first-dance song', 'Music all night'],
  },
  camera: {
    alt: 'a vintage camera on a {tone} backdrop',
    captions: ['Behind the lens', 'Every moment, kept', 'Ready for the portraits'],
  },
};

export interface PhotoPlan {
  motif: Motif;
  palette: PaletteName;
  /** What the picture shows, for alt text (without the vendor name). */
  subject: string;
  caption: string;
  seed: string;
}

/** The n-th photo of a vendor: motif, palette and words, chosen deterministically from the seed. */
export const planVendorPhoto = (category: CategorySlug, seed: string, index: number): PhotoPlan => {
  const prng = createPrng(`${seed}#${index}`);
  const look = CATEGORY_LOOKS[category];
  // The primary photo (index 0) shows the category's signature motif; the rest vary.
  const motif = index === 0 ? look.motifs[0]! : look.motifs[(index + prng.int(0, look.motifs.length - 1)) % look.motifs.length]!;
  const palette = prng.pick(look.palettes);
  const words = SUBJECTS[motif];
  return {
    motif,
    palette,
    subject: words.alt.replace('{tone}', PALETTES[palette].tone),
    caption: prng.pick(words.captions),
    seed: `${seed}#${index}`,
  };
};

export const planCategoryPhoto = (category: CategorySlug): PhotoPlan => {
  const look = CATEGORY_LOOKS[category];
  const motif = look.motifs[0]!;
  const palette = look.palettes[0]!;
  return {
    motif,
    palette,
    subject: SUBJECTS[motif].alt.replace('{tone}', PALETTES[palette].tone),
    caption: SUBJECTS[motif].captions[0]!,
    seed: `category:${category}`,
  };
};

// ---------------------------------------------------------------------------------------------- drawing

const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;
const f = (n: number): string => n.toFixed(1);

/** A smooth closed "ridge" path through points across the width, filled down to the bottom edge. */
const ridge = (prng: Prng, baseY: number, amplitude: number, step: number): string => {
  const pts: Array<[number, number]> = [];
  for (let x = -step; x <= W + step; x += step) pts.push([x, baseY + prng.float(-amplitude, amplitude)]);
  let d = `M ${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    d += ` C ${f(mx)} ${f(y0)} ${f(mx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  return `${d} L ${W + step} ${H + 10} L ${-step} ${H + 10} Z`;
};

const flower = (prng: Prng, cx: number, cy: number, r: number, p: Palette, color?: string): string => {
  const petals = prng.int(5, 8);
  const fill = color ?? prng.pick(p.petals);
  const rot = prng.float(0, 360);
  let s = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})">`;
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    s += `<ellipse cx="0" cy="${f(-r * 0.55)}" rx="${f(r * 0.42)}" ry="${f(r * 0.6)}" transform="rotate(${f(a)})" fill="${fill}" stroke="${p.deep}" stroke-opacity="0.18" stroke-width="1.5"/>`;
  }
  // An inner ring of petals, slightly darker, for a peony / garden-rose look.
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i + 180 / petals;
    s += `<ellipse cx="0" cy="${f(-r * 0.3)}" rx="${f(r * 0.26)}" ry="${f(r * 0.36)}" transform="rotate(${f(a)})" fill="${p.petals[1]}" fill-opacity="0.85"/>`;
  }
  s += `<circle r="${f(r * 0.16)}" fill="${p.gold}" fill-opacity="0.9"/></g>`;
  return s;
};

const leaf = (cx: number, cy: number, len: number, angle: number, color: string, opacity = 0.9): string =>
  `<path transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})" d="M 0 0 Q ${f(len * 0.5)} ${f(-len * 0.28)} ${f(len)} 0 Q ${f(len * 0.5)} ${f(len * 0.28)} 0 0 Z" fill="${color}" fill-opacity="${opacity}"/>`;

const sprig = (prng: Prng, x: number, y: number, len: number, angle: number, p: Palette): string => {
  let s = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M 0 0 Q ${f(len * 0.5)} ${f(-len * 0.12)} ${f(len)} 0" stroke="${p.leaf}" stroke-width="3" fill="none"/>`;
  const n = prng.int(4, 7);
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    const side = i % 2 === 0 ? 1 : -1;
    s += leaf(len * t, 0, len * 0.22, side * prng.float(35, 60), p.leaf, 0.85);
  }
  return `${s}</g>`;
};

const sparkle = (cx: number, cy: number, r: number, color: string, opacity = 0.9): string =>
  `<path d="M ${f(cx)} ${f(cy - r)} Q ${f(cx)} ${f(cy)} ${f(cx + r)} ${f(cy)} Q ${f(cx)} ${f(cy)} ${f(cx)} ${f(cy + r)} Q ${f(cx)} ${f(cy)} ${f(cx - r)} ${f(cy)} Q ${f(cx)} ${f(cy)} ${f(cx)} ${f(cy - r)} Z" fill="${color}" fill-opacity="${opacity}"/>`;

/** Where the soft sun glow sits (fractions of the frame). */
const SUN_SPOTS: ReadonlyArray<readonly [number, number]> = [
  [0.28, 0.24],
  [0.5, 0.2],
  [0.72, 0.3],
  [0.4, 0.38],
];

/** Gradients used by the motifs. */
const motifDefs = (p: Palette): string => `<defs>
<radialGradient id="bulb"><stop offset="0" stop-color="#fffbe8" stop-opacity="1"/><stop offset="0.3" stop-color="${p.gold}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.gold}" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e3b4"/><stop offset="0.5" stop-color="${p.gold}"/><stop offset="1" stop-color="#8c6a32"/></linearGradient>
</defs>`;

/** The sky gradient and the sun glow. */
const backgroundLayer = (p: Palette, sun: number): string => {
  const [sx, sy] = SUN_SPOTS[sun] ?? SUN_SPOTS[0]!;
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<radialGradient id="sun" cx="${f(sx)}" cy="${f(sy)}" r="0.55"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.95"/><stop offset="0.35" stop-color="${p.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
</defs><rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>`;
};

/** A soft dark vignette over everything. */
const vignetteLayer = (): string =>
  `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#vignette)"/>`;

const softCircles = (prng: Prng, p: Palette, n: number, rMin: number, rMax: number, opMax = 0.3): string => {
  let s = '';
  for (let i = 0; i < n; i++) {
    const color = prng.pick([p.glow, p.petals[0], p.accent, p.cream]);
    s += `<circle cx="${f(prng.float(0, W))}" cy="${f(prng.float(0, H))}" r="${f(prng.float(rMin, rMax))}" fill="${color}" fill-opacity="${f(prng.float(0.06, opMax))}"/>`;
  }
  return s;
};

const hills = (prng: Prng, p: Palette, top = 0.5): string => {
  let s = '';
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const y = H * (top + i * 0.13);
    s += `<path d="${ridge(prng, y, 40 - i * 8, prng.int(170, 260))}" fill="${p.land[i]}" fill-opacity="${f(0.75 + i * 0.1)}"/>`;
  }
  return s;
};

const stringLights = (prng: Prng, p: Palette, y0: number, sag: number, count: number): string => {
  const y1 = y0 + prng.float(-30, 30);
  const cx = W / 2;
  const cy = Math.max(y0, y1) + sag;
  let s = `<path d="M -20 ${f(y0)} Q ${f(cx)} ${f(cy)} ${W + 20} ${f(y1)}" stroke="${p.deep}" stroke-opacity="0.55" stroke-width="2.5" fill="none"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * -20 + 2 * (1 - t) * t * cx + t * t * (W + 20);
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    s += `<circle cx="${f(x)}" cy="${f(y + 14)}" r="34" fill="url(#bulb)"/><circle cx="${f(x)}" cy="${f(y + 12)}" r="6" fill="#fff6d8"/>`;
  }
  return s;
};

const ceremonyArch = (prng: Prng, p: Palette, cx: number, baseY: number, w: number, h: number): string => {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const r = w / 2;
  const topY = baseY - h + r;
  const path = (inset: number): string =>
    `M ${f(x0 + inset)} ${f(baseY)} L ${f(x0 + inset)} ${f(topY)} A ${f(r - inset)} ${f(r - inset)} 0 0 1 ${f(x1 - inset)} ${f(topY)} L ${f(x1 - inset)} ${f(baseY)}`;
  let s = `<path d="${path(0)}" stroke="${p.cream}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  s += `<path d="${path(22)}" stroke="${p.gold}" stroke-opacity="0.55" stroke-width="4" fill="none"/>`;
  // Flower clusters: the upper-left shoulder and the lower right.
  const clusters: Array<[number, number, number]> = [
    [x0 + r * 0.25, topY - r * 0.62, 1],
    [x1 - 4, baseY - h * 0.2, 0.8],
  ];
  for (const [fx, fy, scale] of clusters) {
    s += sprig(prng, fx - 30, fy + 10, 150 * scale, prng.float(150, 210), p);
    s += sprig(prng, fx + 20, fy, 140 * scale, prng.float(-30, 30), p);
    for (let i = 0; i < 5; i++) {
      s += flower(prng, fx + prng.float(-55, 55) * scale, fy + prng.float(-40, 40) * scale, prng.float(26, 44) * scale, p);
    }
  }
  return s;
};

const barn = (p: Palette, cx: number, baseY: number, scale: number): string => {
  const w = 300 * scale;
  const wallH = 150 * scale;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const eave = baseY - wallH;
  const roof = `M ${f(x0 - 14 * scale)} ${f(eave)} L ${f(x0 + w * 0.18)} ${f(eave - 80 * scale)} L ${f(cx)} ${f(eave - 118 * scale)} L ${f(x1 - w * 0.18)} ${f(eave - 80 * scale)} L ${f(x1 + 14 * scale)} ${f(eave)} Z`;
  const dw = 90 * scale;
  const dh = 110 * scale;
  return `<rect x="${f(x0)}" y="${f(eave)}" width="${f(w)}" height="${f(wallH)}" fill="${p.deep}" fill-opacity="0.92"/>
<path d="${roof}" fill="${p.land[2]}"/>
<rect x="${f(cx - dw / 2)}" y="${f(baseY - dh)}" width="${f(dw)}" height="${f(dh)}" fill="${p.glow}" fill-opacity="0.85"/>
<path d="M ${f(cx - dw / 2)} ${f(baseY - dh)} L ${f(cx + dw / 2)} ${f(baseY)} M ${f(cx + dw / 2)} ${f(baseY - dh)} L ${f(cx - dw / 2)} ${f(baseY)}" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="${f(4 * scale)}"/>
<circle cx="${f(cx)}" cy="${f(eave - 55 * scale)}" r="${f(16 * scale)}" fill="${p.glow}" fill-opacity="0.8"/>`;
};

const rings = (prng: Prng, p: Palette, cx: number, cy: number, r: number): string => {
  const dx = r * 0.62;
  const tilt = prng.float(-12, 12);
  return `<g transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})">
<ellipse cx="${f(cx - dx + 6)}" cy="${f(cy + 14)}" rx="${f(r)}" ry="${f(r * 0.96)}" stroke="#000" stroke-opacity="0.07" stroke-width="${f(r * 0.16)}" fill="none"/>
<ellipse cx="${f(cx - dx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.96)}" stroke="url(#gold)" stroke-width="${f(r * 0.15)}" fill="none"/>
<ellipse cx="${f(cx + dx)}" cy="${f(cy)}" rx="${f(r * 0.86)}" ry="${f(r * 0.83)}" stroke="url(#gold)" stroke-width="${f(r * 0.11)}" fill="none"/>
${sparkle(cx + dx + r * 0.55, cy - r * 0.72, r * 0.16, '#fffdf0')}
<circle cx="${f(cx + dx + r * 0.55)}" cy="${f(cy - r * 0.72)}" r="${f(r * 0.09)}" fill="#ffffff" fill-opacity="0.9"/>
</g>`;
};

const camera = (p: Palette, cx: number, cy: number, s: number): string => {
  const w = 420 * s;
  const h = 270 * s;
  return `<g>
<rect x="${f(cx - w / 2 + 10)}" y="${f(cy - h / 2 + 16)}" width="${f(w)}" height="${f(h)}" rx="${f(30 * s)}" fill="#000" fill-opacity="0.08"/>
<rect x="${f(cx - w * 0.32)}" y="${f(cy - h / 2 - 38 * s)}" width="${f(110 * s)}" height="${f(50 * s)}" rx="${f(10 * s)}" fill="${p.deep}"/>
<rect x="${f(cx + w * 0.22)}" y="${f(cy - h / 2 - 22 * s)}" width="${f(56 * s)}" height="${f(30 * s)}" rx="${f(8 * s)}" fill="${p.gold}"/>
<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(30 * s)}" fill="${p.deep}"/>
<rect x="${f(cx - w / 2)}" y="${f(cy - h * 0.18)}" width="${f(w)}" height="${f(h * 0.52)}" fill="${p.accent}" fill-opacity="0.55"/>
<circle cx="${f(cx)}" cy="${f(cy + 6 * s)}" r="${f(112 * s)}" fill="${p.cream}"/>
<circle cx="${f(cx)}" cy="${f(cy + 6 * s)}" r="${f(92 * s)}" fill="#2b2238"/>
<circle cx="${f(cx)}" cy="${f(cy + 6 * s)}" r="${f(62 * s)}" fill="#3f3456" stroke="${p.gold}" stroke-width="${f(4 * s)}"/>
<circle cx="${f(cx - 22 * s)}" cy="${f(cy - 16 * s)}" r="${f(16 * s)}" fill="#ffffff" fill-opacity="0.55"/>
<circle cx="${f(cx + w * 0.36)}" cy="${f(cy - h * 0.3)}" r="${f(13 * s)}" fill="${p.glow}"/>
</g>`;
};

const bouquet = (prng: Prng, p: Palette, cx: number, cy: number, s: number): string => {
  let out = '';
  // Stems and ribbon.
  for (let i = 0; i < 7; i++) {
    const x = cx + prng.float(-24, 24) * s;
    out += `<path d="M ${f(x)} ${f(cy + 40 * s)} L ${f(cx + (x - cx) * 0.4)} ${f(cy + 300 * s)}" stroke="${p.leaf}" stroke-width="${f(6 * s)}" stroke-linecap="round"/>`;
  }
  out += `<path d="M ${f(cx - 34 * s)} ${f(cy + 170 * s)} Q ${f(cx)} ${f(cy + 190 * s)} ${f(cx + 34 * s)} ${f(cy + 170 * s)} L ${f(cx + 30 * s)} ${f(cy + 205 * s)} Q ${f(cx)} ${f(cy + 220 * s)} ${f(cx - 30 * s)} ${f(cy + 205 * s)} Z" fill="${p.cream}"/>`;
  out += `<path d="M ${f(cx)} ${f(cy + 200 * s)} q ${f(-14 * s)} ${f(40 * s)} ${f(-44 * s)} ${f(62 * s)} M ${f(cx)} ${f(cy + 200 * s)} q ${f(18 * s)} ${f(34 * s)} ${f(34 * s)} ${f(70 * s)}" stroke="${p.cream}" stroke-width="${f(7 * s)}" fill="none" stroke-linecap="round"/>`;
  // Greenery behind the blooms.
  for (let i = 0; i < 9; i++) out += sprig(prng, cx, cy, prng.float(150, 230) * s, -90 + prng.float(-80, 80), p);
  // Blooms: a dome of flowers.
  const blooms = 11;
  for (let i = 0; i < blooms; i++) {
    const a = prng.float(0, Math.PI * 2);
    const d = prng.float(0, 110) * s;
    out += flower(prng, cx + Math.cos(a) * d * 1.2, cy - 40 * s + Math.sin(a) * d * 0.8, prng.float(42, 62) * s, p);
  }
  return out;
};

const bloom = (prng: Prng, p: Palette, cx: number, cy: number, r: number): string => {
  let out = '';
  for (let i = 0; i < 6; i++) out += leaf(cx, cy, r * prng.float(1.5, 2.1), prng.float(0, 360), p.leaf, 0.75);
  const rings = [1, 0.78, 0.56, 0.36];
  rings.forEach((k, ri) => {
    const n = 9 - ri;
    const rot = prng.float(0, 40);
    for (let i = 0; i < n; i++) {
      const a = (360 / n) * i + rot;
      const col = p.petals[ri % 3]!;
      out += `<ellipse cx="${f(cx)}" cy="${f(cy - r * k * 0.55)}" rx="${f(r * k * 0.38)}" ry="${f(r * k * 0.55)}" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})" fill="${col}" stroke="${p.deep}" stroke-opacity="0.15" stroke-width="2"/>`;
    }
  });
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.12)}" fill="${p.gold}"/>`;
  return out;
};

const cake = (prng: Prng, p: Palette, cx: number, baseY: number, s: number): string => {
  const tiers: Array<[number, number]> = [
    [340, 130],
    [260, 115],
    [180, 100],
  ];
  let out = `<ellipse cx="${f(cx)}" cy="${f(baseY + 16 * s)}" rx="${f(250 * s)}" ry="${f(26 * s)}" fill="#000" fill-opacity="0.08"/>`;
  out += `<rect x="${f(cx - 220 * s)}" y="${f(baseY)}" width="${f(440 * s)}" height="${f(16 * s)}" rx="${f(8 * s)}" fill="${p.gold}"/>`;
  out += `<rect x="${f(cx - 20 * s)}" y="${f(baseY + 14 * s)}" width="${f(40 * s)}" height="${f(60 * s)}" fill="${p.gold}" fill-opacity="0.8"/>`;
  let y = baseY;
  for (const [w, h] of tiers) {
    const tw = w * s;
    const th = h * s;
    y -= th;
    out += `<rect x="${f(cx - tw / 2)}" y="${f(y)}" width="${f(tw)}" height="${f(th)}" rx="${f(10 * s)}" fill="${p.cream}" stroke="${p.deep}" stroke-opacity="0.12" stroke-width="2"/>`;
    out += `<path d="M ${f(cx - tw / 2 + 8)} ${f(y + th - 14 * s)} H ${f(cx + tw / 2 - 8)}" stroke="${p.gold}" stroke-opacity="0.55" stroke-width="${f(5 * s)}" stroke-dasharray="2 ${f(14 * s)}" stroke-linecap="round"/>`;
  }
  // A cascade of flowers down one side.
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    out += flower(prng, cx + (60 - t * 150) * s, y + 20 * s + t * 300 * s, prng.float(24, 34) * s, p);
  }
  out += sprig(prng, cx + 50 * s, y + 10 * s, 90 * s, -60, p);
  return out;
};

const placeSetting = (prng: Prng, p: Palette, cx: number, cy: number, s: number): string => {
  let out = `<rect x="0" y="0" width="${W}" height="${H}" fill="${p.cream}" fill-opacity="0.35"/>`;
  // Linen runner.
  out += `<rect x="${f(cx - 330 * s)}" y="-20" width="${f(660 * s)}" height="${H + 40}" fill="${p.petals[2]}" fill-opacity="0.45"/>`;
  out += `<circle cx="${f(cx + 12)}" cy="${f(cy + 16)}" r="${f(215 * s)}" fill="#000" fill-opacity="0.06"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(215 * s)}" fill="${p.gold}" fill-opacity="0.75"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(195 * s)}" fill="#fffdf8"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(140 * s)}" fill="#ffffff" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="3"/>`;
  // Folded napkin, a ribbon band, a sprig and a bloom.
  out += `<rect x="${f(cx - 62 * s)}" y="${f(cy - 95 * s)}" width="${f(124 * s)}" height="${f(190 * s)}" rx="${f(8 * s)}" fill="${p.accent}" fill-opacity="0.5"/>`;
  out += `<rect x="${f(cx - 62 * s)}" y="${f(cy - 8 * s)}" width="${f(124 * s)}" height="${f(16 * s)}" fill="${p.gold}" fill-opacity="0.8"/>`;
  out += sprig(prng, cx - 10 * s, cy, 110 * s, prng.float(-70, -40), p);
  out += flower(prng, cx, cy, 30 * s, p);
  // Cutlery.
  const knifeX = cx + 260 * s;
  const forkX = cx - 260 * s;
  out += `<rect x="${f(knifeX - 9 * s)}" y="${f(cy - 170 * s)}" width="${f(18 * s)}" height="${f(340 * s)}" rx="${f(9 * s)}" fill="url(#gold)"/>`;
  out += `<rect x="${f(forkX - 9 * s)}" y="${f(cy - 60 * s)}" width="${f(18 * s)}" height="${f(230 * s)}" rx="${f(9 * s)}" fill="url(#gold)"/>`;
  for (let i = -1.5; i <= 1.5; i += 1) {
    out += `<rect x="${f(forkX + i * 12 * s - 3 * s)}" y="${f(cy - 170 * s)}" width="${f(6 * s)}" height="${f(120 * s)}" rx="${f(3 * s)}" fill="url(#gold)"/>`;
  }
  // A glass.
  out += `<circle cx="${f(cx + 250 * s)}" cy="${f(cy - 250 * s)}" r="${f(56 * s)}" fill="#ffffff" fill-opacity="0.5" stroke="${p.deep}" stroke-opacity="0.2" stroke-width="3"/>`;
  return out;
};

const record = (prng: Prng, p: Palette, cx: number, cy: number, r: number): string => {
  let out = `<circle cx="${f(cx + 10)}" cy="${f(cy + 16)}" r="${f(r)}" fill="#000" fill-opacity="0.12"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#241b33"/>`;
  for (let k = 0.45; k < 0.98; k += 0.045) {
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * k)}" fill="none" stroke="#ffffff" stroke-opacity="${f(0.04 + prng.float(0, 0.05))}" stroke-width="2"/>`;
  }
  out += `<path d="M ${f(cx - r * 0.7)} ${f(cy - r * 0.55)} A ${f(r * 0.9)} ${f(r * 0.9)} 0 0 1 ${f(cx + r * 0.2)} ${f(cy - r * 0.88)}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${f(r * 0.08)}" fill="none" stroke-linecap="round"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.33)}" fill="${p.accent}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.26)}" fill="none" stroke="${p.cream}" stroke-opacity="0.6" stroke-width="2"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.04)}" fill="#1a1326"/>`;
  return out;
};

const note = (x: number, y: number, s: number, color: string, double: boolean): string => {
  const head = (hx: number, hy: number): string =>
    `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(22 * s)}" ry="${f(16 * s)}" transform="rotate(-22 ${f(hx)} ${f(hy)})" fill="${color}"/>`;
  if (!double) {
    return `${head(x, y)}<path d="M ${f(x + 19 * s)} ${f(y - 4 * s)} V ${f(y - 120 * s)} q ${f(10 * s)} ${f(40 * s)} ${f(50 * s)} ${f(60 * s)}" stroke="${color}" stroke-width="${f(6 * s)}" fill="none" stroke-linecap="round"/>`;
  }
  return `${head(x, y)}${head(x + 80 * s, y - 20 * s)}<path d="M ${f(x + 19 * s)} ${f(y - 4 * s)} V ${f(y - 120 * s)} L ${f(x + 99 * s)} ${f(y - 140 * s)} V ${f(y - 24 * s)}" stroke="${color}" stroke-width="${f(6 * s)}" fill="none" stroke-linejoin="round"/><path d="M ${f(x + 19 * s)} ${f(y - 100 * s)} L ${f(x + 99 * s)} ${f(y - 120 * s)}" stroke="${color}" stroke-width="${f(10 * s)}"/>`;
};

const drawMotif = (prng: Prng, p: Palette, motif: Motif): string => {
  switch (motif) {
    case 'hills':
      return `${softCircles(prng, p, 5, 40, 110, 0.18)}${hills(prng, p, prng.float(0.48, 0.58))}${prng.chance(0.5) ? ceremonyArch(prng, p, prng.float(W * 0.3, W * 0.7), H * 0.93, 230, 330) : ''}`;
    case 'arch':
      return `${hills(prng, p, 0.62)}<rect y="${f(H * 0.86)}" width="${W}" height="${f(H * 0.14)}" fill="${p.land[0]}" fill-opacity="0.9"/>${ceremonyArch(prng, p, prng.float(W * 0.4, W * 0.6), H * 0.9, 340, 560)}`;
    case 'barn':
      return `${hills(prng, p, 0.5)}${barn(p, prng.float(W * 0.35, W * 0.65), H * 0.86, prng.float(1, 1.25))}<rect y="${f(H * 0.86)}" width="${W}" height="${f(H * 0.14)}" fill="${p.land[2]}"/>${stringLights(prng, p, H * 0.08, 90, 11)}`;
    case 'lights':
      return `${softCircles(prng, p, 10, 20, 70, 0.22)}${stringLights(prng, p, H * prng.float(0.05, 0.15), prng.float(80, 140), 12)}${stringLights(prng, p, H * prng.float(0.3, 0.4), prng.float(60, 120), 10)}${hills(prng, p, 0.74)}`;
    case 'rings':
      return `${softCircles(prng, p, 14, 20, 80, 0.25)}${rings(prng, p, W * prng.float(0.45, 0.55), H * 0.5, 150)}${sprig(prng, W * 0.08, H * 0.92, 260, -28, p)}${sprig(prng, W * 0.94, H * 0.1, 240, 150, p)}`;
    case 'bokeh': {
      let s = softCircles(prng, p, 26, 30, 130, 0.35);
      for (let i = 0; i < 8; i++) s += sparkle(prng.float(80, W - 80), prng.float(80, H - 80), prng.float(10, 22), '#fffdf3', 0.75);
      return s;
    }
    case 'bouquet':
      return `${softCircles(prng, p, 8, 40, 120, 0.2)}${bouquet(prng, p, W * prng.float(0.45, 0.55), H * 0.43, 1.25)}`;
    case 'bloom':
      return `${softCircles(prng, p, 6, 40, 120, 0.2)}${bloom(prng, p, W * prng.float(0.4, 0.6), H * prng.float(0.45, 0.55), 250)}`;
    case 'cake':
      return `${softCircles(prng, p, 8, 30, 90, 0.22)}${stringLights(prng, p, H * 0.04, 70, 10)}${cake(prng, p, W * prng.float(0.45, 0.55), H * 0.86, 1.25)}`;
    case 'table':
      return placeSetting(prng, p, W * 0.5, H * 0.52, 1.05);
    case 'record': {
      const rx = W * prng.float(0.32, 0.42);
      return `${softCircles(prng, p, 10, 20, 80, 0.22)}${record(prng, p, rx, H * 0.52, 260)}${note(W * 0.72, H * 0.42, 1.4, p.cream, true)}${note(W * 0.86, H * 0.7, 1.1, p.accent, false)}${note(W * 0.64, H * 0.8, 0.9, p.glow, false)}`;
    }
    case 'camera':
      return `${softCircles(prng, p, 12, 30, 100, 0.25)}${camera(p, W * prng.float(0.45, 0.55), H * 0.54, 1.3)}${sprig(prng, W * 0.06, H * 0.95, 240, -35, p)}`;
  }
};

const svgDoc = (body: string, width = W, height = H): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;

interface PhotoLayers {
  palette: Palette;
  sun: number;
  foreground: string;
}

const layersOf = (plan: PhotoPlan): PhotoLayers => {
  const prng = createPrng(plan.seed);
  const palette = PALETTES[plan.palette];
  const sun = prng.int(0, SUN_SPOTS.length - 1);
  return { palette, sun, foreground: `${motifDefs(palette)}${drawMotif(prng, palette, plan.motif)}` };
};

/** The whole picture as one SVG, at 1200×800 or cropped to fill another size. */
export const photoSvg = (plan: PhotoPlan, width = W, height = H): string => {
  const { palette, sun, foreground } = layersOf(plan);
  return svgDoc(`${backgroundLayer(palette, sun)}${foreground}${vignetteLayer()}`, width, height);
};

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
