import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './mariadb.ts';

/** The part of s3rver (CommonJS, no type declarations) the tests use. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: Array<{ name: string; configs?: string[] }>;
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export interface ThrowawayS3 {
  /** http://127.0.0.1:PORT, for path-style addressing. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/**
 * A throwaway S3-compatible server (s3rver, in-process) on a free 127.0.0.1 port, storing in a temp dir,
 * with one empty bucket. It checks that the access key exists (only its built-in S3RVER/S3RVER pair) but
 * not SigV4 signatures, so content-type pinning is tested on the presigned URL itself (DESIGN.md §9).
 */
/** Lets browsers on these origins PUT to presigned URLs and read photos (the bucket's CORS rules). */
const corsConfig = (origins: readonly string[]) =>
  `<CORSConfiguration><CORSRule>${origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('')}` +
  '<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod>' +
  '<AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>';

export const startS3rver = async (bucket = 'uwd-test-photos', opts: { corsOrigins?: readonly string[] } = {}): Promise<ThrowawayS3> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-s3rver-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, ...(opts.corsOrigins ? { configs: [corsConfig(opts.corsOrigins)] } : {}) }] });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
