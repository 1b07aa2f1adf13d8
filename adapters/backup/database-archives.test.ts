import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/databases.ts';
import { MariaDbDatabaseArchive } from './database-archives.ts';

describe('MariaDbDatabaseArchive.load', () => {
  let db: TestDatabase;
  const archive = () => new MariaDbDatabaseArchive(db.config.client === 'mysql' ? db.config.url : '', db.knex);
  beforeAll(async () => {
    db = await createTestDatabase('mariadb', { migrate: false });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('loads a gzipped dump with the mariadb client', async () => {
    await archive().load((async function* () {
      yield gzipSync('CREATE TABLE notes (id INT PRIMARY KEY);\nINSERT INTO notes VALUES (1), (2);\n');
    })());
    expect(await archive().countRows()).toEqual({ notes: 2 });
  });

  it('fails, rather than waits for ever, when reading the dump fails half-way (an S3 download cut off)', async () => {
    // Cut inside a statement: the client, given half of it, fails too; the error that says why is the read's.
    const rows = Array.from({ length: 2000 }, (_, i) => `(${i}, '${'x'.repeat(40)}${i}')`).join(', ');
    const dump = gzipSync(`CREATE TABLE cut_off (id INT PRIMARY KEY, v TEXT);\nINSERT INTO cut_off VALUES ${rows};\n`);
    const reading = archive().load((async function* () {
      yield dump.subarray(0, Math.floor(dump.length / 2));
      throw new Error('socket hang up');
    })());
    const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5000));
    await expect(Promise.race([reading, waited])).rejects.toThrow(/socket hang up/);
  });
});
