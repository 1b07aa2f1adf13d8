import { Hono } from 'hono';
import type { LocalFileStorage, UploadVerdict } from '../../storage/local/local-file-storage.ts';
import { errorBody } from '../errors.ts';
import { photoBytesStoredAnswerSchema } from '../../../domain/listings/vendor-answers.ts';
import { reply } from '../route-answers.ts';

const REFUSALS: Record<Exclude<UploadVerdict, 'ok'>, string> = {
  'bad-signature': 'This upload link is not valid. Please request a new one.',
  expired: 'This upload link has expired. Please request a new one.',
  'wrong-content-type': 'The file type does not match the one this upload link was issued for.',
};
const WRONG_SIZE = 'The file size does not match the one this upload link was issued for.';
const USED = 'This upload link has already been used. Please request a new one.';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;

/** The request body, or 'too-large' as soon as it passes `maxBytes` (the rest is never buffered). */
const readAtMost = async (body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | 'too-large'> => {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};

/**
 * The signed upload endpoint of the local storage profile: the browser PUTs a photo's raw bytes to the URL
 * LocalFileStorage.presignPut made, `PUT ${storage.uploadPath}/<key>?expires&contentType&signature`
 * (by default `PUT /api/uploads/<key>`). The routes carry that full path, so mount them at the root:
 * `app.route('/', localUploadRoutes(storage, clock, maxBytes, isPending))`, and before the app-wide JSON body
 * limit on `/api/*`, which would otherwise refuse photos above it. Same origin, so no CORS; no session either:
 * the signature is the authorization, and `isPending(key)` says whether the upload is still waiting for its
 * bytes (a confirmed or refused one is not: its URL must not write again). Refusals store nothing: 403 for a
 * bad or expired signature, another Content-Type or another size than the signed ones, 410 for an upload no
 * longer pending, 413 above `maxBytes`; success is 200.
 */
export const localUploadRoutes = (storage: LocalFileStorage, clock: () => Date, maxBytes: number, isPending: (key: string) => Promise<boolean>) => {
  const prefix = `${storage.uploadPath}/`;
  return new Hono().put(`${storage.uploadPath}/*`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const key = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : '';
    const query = { expires: c.req.query('expires'), contentType: c.req.query('contentType'), contentLength: c.req.query('contentLength'), signature: c.req.query('signature') };
    const verdict = storage.verifyUpload(key, query, c.req.header('content-type'), clock());
    if (verdict !== 'ok') return c.json(errorBody('FORBIDDEN', REFUSALS[verdict]), 403);
    if (!(await isPending(key))) return c.json(errorBody('GONE', USED), 410);

    const tooLarge = () => c.json(errorBody('PAYLOAD_TOO_LARGE', `The file is larger than the ${size(maxBytes)} limit.`), 413);
    const wrongSize = () => c.json(errorBody('FORBIDDEN', WRONG_SIZE), 403);
    const signedSize = Number(query.contentLength);
    const declaredHeader = c.req.header('content-length');
    const declared = declaredHeader === undefined ? Number.NaN : Number(declaredHeader);
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
    if (Number.isFinite(declared) && declared !== signedSize) return wrongSize();
    const body = await readAtMost(c.req.raw.body, maxBytes);
    if (body === 'too-large') return tooLarge();
    if (body.byteLength !== signedSize) return wrongSize();

    await storage.put(key, body, c.req.header('content-type') ?? 'application/octet-stream');
    return reply(c, photoBytesStoredAnswerSchema, { success: true, key, size: body.byteLength }, 200);
  });
};
