import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProcessedImage } from '../../application/ports/image-processor.ts';
import { SharpImageProcessor, sniffImageFormat } from './sharp-image-processor.ts';

const processor = new SharpImageProcessor();

/** A real photo-sized image with some detail (a gradient), ready to encode in any format. */
const picture = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 127) / (width + height);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

const accepted = (result: Awaited<ReturnType<SharpImageProcessor['process']>>): ProcessedImage => {
  if (!result.ok) throw new Error(`expected the image to be accepted, got ${result.reason}`);
  return result;
};

/** A PNG chunk: length, type, data, CRC over type and data. */
const chunk = (type: string, data: Uint8Array) => {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 8 + data.length);
  return out;
};

describe('SharpImageProcessor', () => {
  it.each([
    ['png', 'image/png', (s: Sharp) => s.png()],
    ['jpeg', 'image/jpeg', (s: Sharp) => s.jpeg()],
    ['webp', 'image/webp', (s: Sharp) => s.webp()],
  ] as const)('accepts a real %s, re-encodes it in its own format and makes a WebP medium within 800 px', async (format, contentType, encode) => {
    const input = await encode(picture(1200, 900)).toBuffer();
    const result = accepted(await processor.process(input));
    expect(result).toMatchObject({ format, contentType, width: 1200, height: 900, mediumContentType: 'image/webp' });
    const original = await sharp(result.original).metadata();
    expect([original.format, original.width, original.height]).toEqual([format, 1200, 900]);
    const medium = await sharp(result.medium).metadata();
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 800, 600]);
  });

  it('fits a tall image inside 800×800 and never enlarges a small one', async () => {
    const tall = accepted(await processor.process(await picture(500, 2000).png().toBuffer()));
    const tallMedium = await sharp(tall.medium).metadata();
    expect([tallMedium.width, tallMedium.height]).toEqual([200, 800]);
    const small = accepted(await processor.process(await picture(300, 200).jpeg().toBuffer()));
    const smallMedium = await sharp(small.medium).metadata();
    expect([smallMedium.width, smallMedium.height]).toEqual([300, 200]);
  });

  it('strips EXIF (and ICC) from a JPEG and applies its orientation first', async () => {
    const input = await picture(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Photographer', Artist: 'GPS-bearing phone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(Buffer.from(input).includes('Secret Photographer')).toBe(true);

    const result = accepted(await processor.process(input));
    for (const bytes of [result.original, result.medium]) {
      const after = await sharp(bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(Buffer.from(bytes).includes('Secret Photographer')).toBe(false);
    }
    // orientation 6 is "rotate 90° clockwise": the stored original is upright, so 200 wide, 300 high
    expect([result.width, result.height]).toEqual([200, 300]);
  });

  it("refuses text named .png ('hello') as not an image", async () => {
    expect(await processor.process(new TextEncoder().encode('hello'))).toEqual({ ok: false, reason: 'not-an-image' });
    expect(await processor.process(new Uint8Array(0))).toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('refuses a GIF, and other image formats it does not accept, as unsupported', async () => {
    const gif = await picture(40, 30).gif().toBuffer();
    expect(await processor.process(gif)).toEqual({ ok: false, reason: 'unsupported-format' });
    const tiff = await picture(40, 30).tiff().toBuffer();
    expect(await processor.process(tiff)).toEqual({ ok: false, reason: 'unsupported-format' });
    const svg = new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect(await processor.process(svg)).toEqual({ ok: false, reason: 'unsupported-format' });
  });

  it('refuses a truncated PNG, or garbage behind valid magic bytes, as not an image', async () => {
    const png = await picture(400, 300).png().toBuffer();
    expect(await processor.process(png.subarray(0, Math.floor(png.length / 2)))).toEqual({ ok: false, reason: 'not-an-image' });
    const jpegMagicThenText = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a jpeg')]);
    expect(await processor.process(jpegMagicThenText)).toEqual({ ok: false, reason: 'not-an-image' });
    const webpHeaderOnly = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPjunk')]);
    expect(await processor.process(webpHeaderOnly)).toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('refuses an image over the pixel limit as too large, before decoding it', async () => {
    // A 57-byte PNG that declares 100,000 × 100,000 pixels: a decompression bomb's header.
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(100_000, 0);
    ihdr.writeUInt32BE(100_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      chunk('IEND', new Uint8Array(0)),
    ]);
    expect(await processor.process(bomb)).toEqual({ ok: false, reason: 'too-large' });
    const small = new SharpImageProcessor({ maxInputPixels: 100 * 100 });
    expect(await small.process(await picture(101, 100).png().toBuffer())).toEqual({ ok: false, reason: 'too-large' });
    expect((await small.process(await picture(100, 100).png().toBuffer())).ok).toBe(true);
  });

  it('sniffs formats from magic bytes alone', () => {
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('GIF89a'))).toBe('other-image');
    expect(sniffImageFormat(new TextEncoder().encode('\0\0\0\x1cftypheic'))).toBe('other-image');
  });
});
