import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';

export interface S3Settings {
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A client as S3FileStorage makes one: path-style with an endpoint, checksums only where required. */
export const backupS3Client = (s: S3Settings): S3Client =>
  new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint.replace(/\/+$/, ''), forcePathStyle: true } : {}),
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

export const isMissingObject = (e: unknown): boolean =>
  (e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404)) ||
  (typeof e === 'object' && e !== null && 'name' in e && (e.name === 'NoSuchKey' || e.name === 'NotFound'));
