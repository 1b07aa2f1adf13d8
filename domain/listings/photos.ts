/** Photo upload rules (SPEC.md §5 'Photos', DESIGN.md §6 'Uploads'). Tier limits live in subscriptions/tiers.ts. */

/** Content types a browser may upload; the server checks the bytes again on confirm. */
export const PHOTO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export const isPhotoContentType = (v: string): v is PhotoContentType => (PHOTO_CONTENT_TYPES as readonly string[]).includes(v);

/** The file extension a stored key gets for each accepted type. */
export const PHOTO_EXTENSIONS: Record<PhotoContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Largest photo accepted (bytes). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** How long a presigned upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/** Alt text and caption limits. */
export const PHOTO_ALT_TEXT_MAX = 250;
export const PHOTO_CAPTION_MAX = 500;
