import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BackupFileEntry, BackupFolder } from '../../application/ports/site-backup.ts';
import { checkBackupName, digest, writeChunks } from './local-backup-folder.ts';
import { isMissingObject } from './s3-client.ts';

/**
 * A backup under a prefix of an S3 bucket (s3://bucket/prefix). Each file is spooled to a temporary file
 * first (its size and SHA-256 known before the upload), then put in one request.
 */
export class S3BackupFolder implements BackupFolder {
  readonly location: string;
  private readonly prefix: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    prefix: string,
  ) {
    this.prefix = prefix.replace(/^\/+|\/+$/g, '');
    this.location = `s3://${bucket}/${this.prefix}`;
  }

  private keyOf(name: string): string {
    return `${this.prefix}/${checkBackupName(name)}`;
  }

  async hasFiles(): Promise<boolean> {
    const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.prefix}/`, MaxKeys: 1 }));
    return (out.KeyCount ?? out.Contents?.length ?? 0) > 0;
  }

  async write(name: string, chunks: AsyncIterable<Uint8Array>): Promise<BackupFileEntry> {
    const key = this.keyOf(name);
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'uwd-backup-'));
    const spool = path.join(dir, 'file');
    try {
      const { bytes, sha256 } = await writeChunks(spool, chunks);
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: fs.createReadStream(spool), ContentLength: bytes }));
      return { name, bytes, sha256 };
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  async *read(name: string): AsyncIterable<Uint8Array> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }));
    if (!out.Body) return;
    yield* out.Body as Readable;
  }

  async matches(entry: BackupFileEntry): Promise<'ok' | 'missing' | 'different'> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(entry.name) }));
      if (head.ContentLength !== entry.bytes) return 'different';
    } catch (e) {
      if (isMissingObject(e)) return 'missing';
      throw e;
    }
    return (await digest(this.read(entry.name))).sha256 === entry.sha256 ? 'ok' : 'different';
  }
}
