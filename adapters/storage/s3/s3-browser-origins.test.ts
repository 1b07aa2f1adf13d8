import { describe, expect, it } from 'vitest';
import { S3FileStorage, type S3FileStorageOptions } from './s3-file-storage.ts';

const KEYS = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' };

/** The site's CSP lists these origins; a presigned URL (signed offline) outside them would be blocked. */
describe('S3 origins a browser talks to', () => {
  const cases: Array<[string, Omit<S3FileStorageOptions, 'accessKeyId' | 'secretAccessKey'>]> = [
    ['AWS, virtual-hosted', { bucket: 'photos', region: 'eu-west-1' }],
    ['AWS, a bucket named like a domain (path-style)', { bucket: 'photos.example.com', region: 'us-east-1' }],
    ['an S3-compatible endpoint (path-style)', { bucket: 'photos', region: 'auto', endpoint: 'https://acct.r2.cloudflarestorage.com/' }],
    ['an S3-compatible endpoint, virtual-hosted', { bucket: 'photos', region: 'us-east-1', endpoint: 'http://minio.internal:9000', forcePathStyle: false }],
  ];

  it.each(cases)('includes the origin of every presigned upload URL: %s', async (_, options) => {
    const storage = new S3FileStorage({ ...options, ...KEYS });
    const upload = await storage.presignPut('vendors/v1/photo.png', 'image/png', 600, 1234);
    expect(storage.browserOrigins().uploads).toContain(new URL(upload.url).origin);
    storage.destroy();
  });

  it('shows photos from the public URL when one is set, else from the bucket', () => {
    const cdn = new S3FileStorage({ bucket: 'photos', region: 'us-east-1', publicUrl: 'https://photos.cdn.example/wedding/', ...KEYS });
    expect(cdn.browserOrigins().images).toEqual(['https://photos.cdn.example']);
    expect(new URL(cdn.publicUrl('a.jpg')).origin).toBe('https://photos.cdn.example');
    const bucket = new S3FileStorage({ bucket: 'photos', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', ...KEYS });
    expect(bucket.browserOrigins().images).toEqual([new URL(bucket.publicUrl('a.jpg')).origin]);
    cdn.destroy();
    bucket.destroy();
  });
});
