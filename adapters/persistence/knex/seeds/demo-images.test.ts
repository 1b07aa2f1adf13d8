import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildVendor, type BuiltVendor } from './demo-content.ts';
import { DEMO_VENDORS } from './demo-data/vendors.ts';
import { JPEG_QUALITY, photoSvg } from './demo-images.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const VENDORS: BuiltVendor[] = DEMO_VENDORS.map((v, i) => buildVendor(v, i, NOW));
const PHOTOS = VENDORS.flatMap((v) => v.photos.map((photo) => ({ vendor: v.slug, photo })));

/**
 * The words a caption may use for what a picture shows, by the element the picture draws (a scene marks each
 * main element with `data-subject`, a lesser one with `data-detail`). A caption and an alt text must name every
 * subject drawn, and may name nothing that is not drawn: 'The Blue Ridge at sunset' under a pink arch fails
 * both ways.
 */
const SUBJECT_WORDS: Record<string, RegExp> = {
  chandeliers: /chandelier/i,
  'round-tables': /round tables|tables set/i,
  barn: /\bbarn\b/i,
  'string-lights': /string lights|bistro lights/i,
  dusk: /\bdusk\b|twilight/i,
  mountains: /mountain|blue ridge|foothills|overlook/i,
  sunset: /sunset/i,
  'golden-hour': /golden[ -]hour/i,
  arch: /\barch\b|\barbou?r\b/i,
  chairs: /chairs/i,
  roses: /\broses?\b/i,
  garden: /garden/i,
  lake: /\blake\b|lakeside/i,
  dock: /\bdock\b/i,
  couple: /couple|bride and groom/i,
  camera: /camera/i,
  prints: /prints/i,
  bouquet: /bouquet/i,
  vase: /vase/i,
  window: /window/i,
  peonies: /peon/i,
  wildflowers: /wildflower/i,
  sunflowers: /sunflower/i,
  jars: /\bjars?\b/i,
  'plated-dinner': /plated|main course/i,
  buffet: /buffet/i,
  cake: /\bcake\b|three tiers/i,
  'grazing-board': /grazing|charcuterie/i,
  dj: /\bDJ\b/,
  lights: /dance-floor lights|mirror ball/i,
  'string-quartet': /quartet/i,
  harp: /\bharp/i,
  band: /\bband\b|drums/i,
  'stage-lights': /on stage/i,
  notebook: /notebook/i,
  swatches: /swatch/i,
  'long-table': /long table/i,
  candles: /candle/i,
  'black-and-white': /black and white/i,
};

const marked = (svg: string, kind: 'subject' | 'detail'): Set<string> => new Set([...svg.matchAll(new RegExp(`data-${kind}="([^"]+)"`, 'g'))].map((m) => m[1]!));

/** What is wrong with words said of a picture: subjects they leave out, and things they name that it does not draw. */
const mismatches = (svg: string, words: string): string[] => {
  const subjects = marked(svg, 'subject');
  const drawn = new Set([...subjects, ...marked(svg, 'detail')]);
  const claimed = new Set(claimedBy(words));
  if (subjects.size === 0) return ['a picture that draws no subject'];
  return [...[...subjects].filter((s) => !claimed.has(s)).map((s) => `leaves out the ${s} it shows`), ...[...claimed].filter((s) => !drawn.has(s)).map((s) => `names ${s}, not drawn`)];
};

/** What a caption's words claim is in the picture. */
const claimedBy = (words: string): string[] => Object.entries(SUBJECT_WORDS).filter(([, re]) => re.test(words)).map(([name]) => name);

describe('demo photos', () => {
  it('caption every seeded photo with what its own picture draws, and nothing it does not', () => {
    const wrong = PHOTOS.flatMap(({ vendor, photo }) => mismatches(photoSvg(photo), photo.caption).map((m) => `${vendor} #${photo.sortOrder}: '${photo.caption}' ${m}`));
    expect(wrong).toEqual([]);
  });

  it('open each vendor on a scene of its own kind, and show no other kind', () => {
    const scenes = (slug: string): string[] => PHOTOS.filter((p) => p.vendor === slug).map((p) => p.photo.scene);
    const OTHER_MUSIC = ['dj-booth', 'band', 'string-quartet', 'harp'];
    expect(scenes('magnolia-ridge-farm')[0]).toBe('barn');
    expect(scenes('the-riverbend-ballroom')[0]).toBe('ballroom');
    expect(scenes('keowee-point-lakehouse')[0]).toBe('lake-dock');
    for (const slug of ['magnolia-ridge-farm', 'the-riverbend-ballroom', 'keowee-point-lakehouse']) expect(scenes(slug).filter((s) => ['barn', 'ballroom', 'lake-dock'].includes(s)), slug).toEqual(scenes(slug).filter((s) => s === scenes(slug)[0]));
    expect(scenes('upstate-groove-djs')[0]).toBe('dj-booth');
    expect(scenes('upstate-groove-djs').filter((s) => OTHER_MUSIC.includes(s) && s !== 'dj-booth')).toEqual([]);
    expect(scenes('evelyn-park-harpist')[0]).toBe('harp');
    expect(scenes('evelyn-park-harpist').filter((s) => OTHER_MUSIC.includes(s) && s !== 'harp')).toEqual([]);
    expect(scenes('reedy-strings-quartet')[0]).toBe('string-quartet');
    expect(scenes('sweetgrass-provisions')[0]).toBe('plated-dinner');
  });

  it("print a black-and-white photographer's pictures in black and white, and say so", async () => {
    const photos = PHOTOS.filter((p) => p.vendor === 'silver-gelatin-weddings').map((p) => p.photo);
    const first = photos[0]!;
    expect(first.caption).toMatch(/in black and white$/);
    const { data, info } = await sharp(Buffer.from(photoSvg(first, 300, 200))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let spread = 0;
    for (let i = 0; i < info.width * info.height * 3; i += 3) spread = Math.max(spread, Math.abs(data[i]! - data[i + 1]!), Math.abs(data[i + 1]! - data[i + 2]!));
    expect(spread).toBeLessThanOrEqual(2);
    // Its colour pictures do not claim to be black and white.
    expect(photos.filter((p) => !/black and white/.test(p.caption)).length).toBeGreaterThan(0);
  });

  it('give each photo alt text that says what its picture draws, and nothing it does not', () => {
    const wrong = PHOTOS.flatMap(({ vendor, photo }) => {
      const alt = photo.altText.slice(photo.altText.indexOf(' — ') + 3);
      return mismatches(photoSvg(photo), alt).map((m) => `${vendor} #${photo.sortOrder}: '${alt}' ${m}`);
    });
    expect(wrong).toEqual([]);
  });

  /**
   * How much of a picture, at card size, is drawn detail rather than smooth colour: the share of 24×20 px cells
   * of a 300×200 copy with edges in them (a Laplacian above 12 on at least 2% of their pixels). A plain
   * gradient with a small motif in the middle has them in few cells; a drawn scene, across the frame.
   */
  const detailedShare = async (jpeg: Buffer): Promise<number> => {
    const w = 300;
    const h = 200;
    const lap = await sharp(jpeg)
      .resize(w, h)
      .greyscale()
      .convolve({ width: 3, height: 3, kernel: [0, -1, 0, -1, 4, -1, 0, -1, 0], offset: 128 })
      .raw()
      .toBuffer();
    const cw = 25;
    const ch = 20;
    const counts = new Array<number>((w / cw) * (h / ch)).fill(0);
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) if (Math.abs(lap[y * w + x]! - 128) > 12) counts[Math.floor(y / ch) * (w / cw) + Math.floor(x / cw)]! += 1;
    }
    return counts.filter((c) => c >= cw * ch * 0.02).length / counts.length;
  };

  it('draws no card that looks like a plain gradient', async () => {
    const flat: string[] = [];
    for (const { vendor, photo } of PHOTOS) {
      const jpeg = await sharp(Buffer.from(photoSvg(photo, 600, 400))).removeAlpha().jpeg({ quality: JPEG_QUALITY }).toBuffer();
      const share = await detailedShare(jpeg);
      if (share < 0.5) flat.push(`${vendor} #${photo.sortOrder} ('${photo.caption}'): detail in ${Math.round(share * 100)}% of the frame`);
    }
    expect(flat).toEqual([]);
  }, 120_000);

  it('tells a plain gradient from a drawn scene', async () => {
    const gradient = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbeef0"/><stop offset="1" stop-color="#b86f84"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><circle cx="300" cy="200" r="40" fill="#c9a46c"/></svg>',
    );
    expect(await detailedShare(await sharp(gradient).jpeg({ quality: JPEG_QUALITY }).toBuffer())).toBeLessThan(0.2);
  });
});
