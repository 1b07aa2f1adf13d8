export type AcceptedImageFormat = 'png' | 'jpeg' | 'webp';

/** A photo that really is a PNG, JPEG or WebP: re-encoded without metadata, plus its `medium` rendition. */
export interface ProcessedImage {
  ok: true;
  format: AcceptedImageFormat;
  /** The MIME type of `original` (image/png, image/jpeg or image/webp). */
  contentType: string;
  /** Pixel size of `original`, after auto-orientation. */
  width: number;
  height: number;
  /** The upload re-encoded in its own format, upright, with EXIF/ICC/XMP stripped. */
  original: Uint8Array;
  /** The gallery size: fits inside 800×800, never enlarged. */
  medium: Uint8Array;
  mediumContentType: string;
}

/**
 * Why bytes were refused: not an image at all (or a corrupt one), an image in a format the directory does
 * not accept (GIF, TIFF, HEIC…), or more pixels than it will decode.
 */
export interface RejectedImage {
  ok: false;
  reason: 'not-an-image' | 'unsupported-format' | 'too-large';
}

/** Checks and prepares an uploaded photo on confirm (DESIGN.md §6 Uploads). */
export interface ImageProcessor {
  process(bytes: Uint8Array): Promise<ProcessedImage | RejectedImage>;
}
