import sharp, { type Metadata, type Sharp } from 'sharp';
import type { AcceptedImageFormat, ImageProcessor, ProcessedImage, RejectedImage } from '../../application/ports/image-processor.ts';

export interface SharpImageProcessorOptions {
  /** Images with more pixels than this are refused as 'too-large' before being decoded. Default 50 MP. */
  maxInputPixels?: number;
  /** The medium rendition fits inside a square of this size. Default 800. */
  mediumSize?: number;
  /** WebP quality of the medium rendition. Default 80. */
  mediumQuality?: number;
}

const CONTENT_TYPES: Record<AcceptedImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The format the first bytes announce: one we accept, one we recognise but refuse, or none. */
export const sniffImageFormat = (bytes: Uint8Array): AcceptedImageFormat | 'other-image' | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const otherImage =
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a')) ||
    (startsWith(bytes, ascii('BM')) && startsWith(bytes, [0, 0, 0, 0], 6)) || // BMP (reserved bytes zero)
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || // TIFF, little-endian
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) || // TIFF, big-endian
    startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) || // ICO
    startsWith(bytes, [0xff, 0x0a]) || // JPEG XL codestream
    startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20]) || // JPEG XL container
    startsWith(bytes, ascii('ftyp'), 4) || // HEIC, AVIF (ISO base media)
    /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 512)));
  return otherImage ? 'other-image' : null;
};

/**
 * The photo check on confirm, with sharp (libvips). The magic bytes decide first, so nothing but a PNG,
 * JPEG or WebP ever reaches the decoder; the declared pixel count is checked against the limit before any
 * pixel is decoded (a small file can declare a huge image). The original is re-encoded in its own format,
 * upright (EXIF orientation applied) and without metadata: sharp keeps EXIF, ICC and XMP only when asked
 * (keepMetadata/withMetadata), which this never does, and converts to sRGB. The medium rendition is WebP.
 */
export class SharpImageProcessor implements ImageProcessor {
  private readonly maxInputPixels: number;
  private readonly mediumSize: number;
  private readonly mediumQuality: number;

  constructor(options: SharpImageProcessorOptions = {}) {
    this.maxInputPixels = options.maxInputPixels ?? 50_000_000;
    this.mediumSize = options.mediumSize ?? 800;
    this.mediumQuality = options.mediumQuality ?? 80;
  }

  async process(bytes: Uint8Array): Promise<ProcessedImage | RejectedImage> {
    const format = sniffImageFormat(bytes);
    if (format === null) return { ok: false, reason: 'not-an-image' };
    if (format === 'other-image') return { ok: false, reason: 'unsupported-format' };

    // failOn 'warning' (sharp's default, spelled out): a truncated or damaged file is refused, not half-decoded.
    const open = () => sharp(bytes, { limitInputPixels: this.maxInputPixels, failOn: 'warning' });
    let declared: Metadata;
    try {
      declared = await open().metadata();
    } catch (e) {
      return { ok: false, reason: isPixelLimit(e) ? 'too-large' : 'not-an-image' };
    }
    if (declared.format !== format || !declared.width || !declared.height) return { ok: false, reason: 'not-an-image' };
    if (declared.width * declared.height > this.maxInputPixels) return { ok: false, reason: 'too-large' };

    try {
      const upright = open().rotate();
      const [original, medium] = await Promise.all([
        encodeAs(upright.clone(), format).toBuffer({ resolveWithObject: true }),
        upright
          .clone()
          .resize(this.mediumSize, this.mediumSize, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: this.mediumQuality })
          .toBuffer(),
      ]);
      return {
        ok: true,
        format,
        contentType: CONTENT_TYPES[format],
        width: original.info.width,
        height: original.info.height,
        original: new Uint8Array(original.data),
        medium: new Uint8Array(medium),
        mediumContentType: 'image/webp',
      };
    } catch (e) {
      return { ok: false, reason: isPixelLimit(e) ? 'too-large' : 'not-an-image' };
    }
  }
}

const encodeAs = (image: Sharp, format: AcceptedImageFormat): Sharp => {
  switch (format) {
    case 'png':
      return image.png();
    case 'jpeg':
      return image.jpeg({ quality: 90 });
    case 'webp':
      return image.webp({ quality: 90 });
  }
};

const isPixelLimit = (e: unknown) => e instanceof Error && /pixel limit/i.test(e.message);
