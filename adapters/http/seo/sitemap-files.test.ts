import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sitemapAnswer, SitemapFiles } from './sitemap-files.ts';

/** A generator that counts its runs and can be held until released. */
const maker = (text: () => string) => {
  let runs = 0;
  let gate: Promise<void> | null = null;
  return {
    make: async () => {
      runs++;
      if (gate) await gate;
      return text();
    },
    runs: () => runs,
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
};

const clock = (start = Date.UTC(2026, 11, 1, 12, 0, 0, 250)) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('sitemap files', () => {
  it('generates a file once, keeps it gzipped, and shares one generation between concurrent requests', async () => {
    const files = new SitemapFiles();
    const m = maker(() => '<urlset>one</urlset>');
    const release = m.hold();
    const pending = Promise.all(Array.from({ length: 5 }, () => files.get('vendors', m.make)));
    release();
    const answers = await pending;
    expect(m.runs()).toBe(1);
    expect(answers.filter((a) => !a.hit)).toHaveLength(1);
    expect(gunzipSync(answers[0]!.file.gzip).toString('utf8')).toBe('<urlset>one</urlset>');
    expect((await files.get('vendors', m.make)).hit).toBe(true);
    expect(m.runs()).toBe(1);
  });

  it('does not expire: a file stays until an invalidation, then is generated again', async () => {
    const c = clock();
    const files = new SitemapFiles(c.now);
    let version = 'one';
    const m = maker(() => version);
    await files.get('pages', m.make);
    c.advance(24 * 3600_000);
    expect((await files.get('pages', m.make)).hit).toBe(true);
    version = 'two';
    files.invalidate();
    const again = await files.get('pages', m.make);
    expect(again.hit).toBe(false);
    expect(gunzipSync(again.file.gzip).toString('utf8')).toBe('two');
  });

  it('gives bytes made again unchanged their first date, and changed bytes a later date, even within the same second', async () => {
    const c = clock();
    const files = new SitemapFiles(c.now);
    let version = 'one';
    const m = maker(() => version);
    const first = (await files.get('index', m.make)).file;
    expect(first.lastModified).toBe('Tue, 01 Dec 2026 12:00:00 GMT');
    c.advance(60_000);
    files.invalidate();
    expect((await files.get('index', m.make)).file.lastModified).toBe(first.lastModified);
    version = 'two';
    files.invalidate();
    const changed = (await files.get('index', m.make)).file;
    expect(changed.lastModified).toBe('Tue, 01 Dec 2026 12:01:00 GMT');
    expect(changed.etag).not.toBe(first.etag);
    // A second change in the same second still moves the date on, so If-Modified-Since never hides it.
    version = 'three';
    files.invalidate();
    expect(Date.parse((await files.get('index', m.make)).file.lastModified)).toBeGreaterThan(Date.parse(changed.lastModified));
  });

  it('does not keep a generation that an invalidation overtook, but lets its own requests have it', async () => {
    const files = new SitemapFiles();
    let version = 'old';
    const m = maker(() => version);
    const release = m.hold();
    const early = files.get('vendors', m.make);
    version = 'new';
    files.invalidate();
    release();
    expect((await early).hit).toBe(false);
    const late = await files.get('vendors', m.make);
    expect(late.hit).toBe(false);
    expect(gunzipSync(late.file.gzip).toString('utf8')).toBe('new');
    expect(m.runs()).toBe(2);
  });

  it('keeps no failed generation', async () => {
    const files = new SitemapFiles();
    let fail = true;
    const make = async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    };
    await expect(files.get('pages', make)).rejects.toThrow('database down');
    fail = false;
    expect((await files.get('pages', make)).hit).toBe(false);
  });

  it('lists as kept only the files of an index read since the last change', () => {
    const files = new SitemapFiles();
    expect(files.isListed('vendors?after=m')).toBe(false);
    const before = files.version;
    files.listed(['pages', 'vendors', 'vendors?after=m'], before);
    expect(files.isListed('vendors?after=m')).toBe(true);
    expect(files.isListed('vendors?after=made-up')).toBe(false);
    files.invalidate();
    expect(files.isListed('vendors?after=m')).toBe(false);
    // An index read before that invalidation is not recorded after it.
    files.listed(['vendors?after=m'], before);
    expect(files.isListed('vendors?after=m')).toBe(false);
  });

  it('shares a file it does not keep only while it is generated', async () => {
    const files = new SitemapFiles();
    const m = maker(() => 'passing');
    const release = m.hold();
    const both = Promise.all([files.get('vendors?after=x', m.make, false), files.get('vendors?after=x', m.make, false)]);
    release();
    await both;
    expect(m.runs()).toBe(1);
    await files.get('vendors?after=x', m.make, false);
    expect(m.runs()).toBe(2);
    expect(files.size).toBe(0);
  });
});

describe('a sitemap answer', () => {
  const file = async () => (await new SitemapFiles(() => Date.UTC(2026, 11, 1)).get('pages', async () => `<urlset>${'x'.repeat(2000)}</urlset>`)).file;

  it('sends the gzipped bytes to a client that accepts gzip, and the plain bytes to others, with its validators', async () => {
    const f = await file();
    const gz = await sitemapAnswer(f, { acceptEncoding: 'gzip, br' }, true);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toMatch(/^<urlset>x+<\/urlset>$/);
    const plain = await sitemapAnswer(f, {}, true);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toMatch(/^<urlset>x+<\/urlset>$/);
    for (const res of [gz, plain]) {
      expect(res.headers.get('last-modified')).toBe('Tue, 01 Dec 2026 00:00:00 GMT');
      expect(res.headers.get('etag')).toBe(f.etag);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    }
  });

  it('answers 304 to a date at or after Last-Modified and to a matching ETag; If-None-Match wins over If-Modified-Since', async () => {
    const f = await file();
    const status = async (h: Parameters<typeof sitemapAnswer>[1]) => (await sitemapAnswer(f, h, false)).status;
    expect(await status({ ifModifiedSince: 'Tue, 01 Dec 2026 00:00:00 GMT' })).toBe(304);
    expect(await status({ ifModifiedSince: 'Wed, 02 Dec 2026 00:00:00 GMT' })).toBe(304);
    expect(await status({ ifModifiedSince: 'Mon, 30 Nov 2026 23:59:59 GMT' })).toBe(200);
    expect(await status({ ifModifiedSince: 'not a date' })).toBe(200);
    expect(await status({ ifNoneMatch: f.etag })).toBe(304);
    expect(await status({ ifNoneMatch: 'W/"other"', ifModifiedSince: 'Wed, 02 Dec 2026 00:00:00 GMT' })).toBe(200);
    const notModified = await sitemapAnswer(f, { ifNoneMatch: f.etag }, true);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(notModified.headers.get('last-modified')).toBe(f.lastModified);
    expect(notModified.headers.get('content-type')).toBeNull();
  });
});
