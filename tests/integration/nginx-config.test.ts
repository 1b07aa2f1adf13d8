/**
 * deploy/nginx.conf, the front docker-compose.yml ships, checked with Debian's nginx (1.22 on Debian 12; `.ci/run`
 * installs it): `nginx -t` accepts it, then a copy serves on loopback in front of two stand-in servers for the
 * API and the photo bucket. The copy differs only in where it listens and in the addresses of `api` and
 * `minio` (compose's service names, which only Docker's DNS answers), so what is checked is what compose runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/mariadb.ts';

const root = path.resolve(import.meta.dirname, '../..');
const shipped = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx';

/** The main config of the nginx image (conf.d/*.conf inside http {}), with its files in `dir`. */
const mainConfig = (dir: string, site: string) => `
pid ${dir}/nginx.pid;
worker_processes 1;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;

/** Writes the main config and the site file; returns the main config's path. */
const writeConfig = (dir: string, site: string) => {
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, path.join(dir, 'site.conf')));
  return path.join(dir, 'nginx.conf');
};

/** The compose service names the config reaches, in `name:port` form, mapped to loopback addresses. */
const pointAt = (site: string, to: Record<string, string>) =>
  site.replace(/^(\s*set \$\w+ )(api|minio):\d+;/gm, (line, head: string, name: string) => {
    if (!(name in to)) throw new Error(`no stand-in for ${name}`);
    return `${head}${to[name]};`;
  });

const nginxTest = (config: string, dir: string) => spawnSync(NGINX, ['-t', '-q', '-c', config, '-p', dir, '-e', 'stderr'], { encoding: 'utf8' });

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}
/** A stand-in server that records each request and answers with its name. */
const standIn = async (name: string) => {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    res.end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
};

describe('deploy/nginx.conf under Debian nginx', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
  let nginx: ChildProcess | undefined;
  let base = '';
  let api: Awaited<ReturnType<typeof standIn>>;
  let bucket: Awaited<ReturnType<typeof standIn>>;

  beforeAll(async () => {
    const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
    if (version.error) throw new Error(`nginx is not installed (apt-get install nginx; .ci/run does): ${version.error.message}`);
    api = await standIn('api');
    bucket = await standIn('bucket');
    const port = await freePort();
    const site = pointAt(shipped, { api: api.address, minio: bucket.address }).replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${port};`);
    expect(site).not.toBe(shipped);
    const config = writeConfig(dir, site);
    nginx = spawn(NGINX, ['-c', config, '-p', dir, '-e', 'stderr', '-g', 'daemon off; master_process off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      if (await fetch(`${base}/metrics`).then(() => true, () => false)) break;
      if (i > 100) throw new Error(`nginx did not answer: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
    }
    api?.server.close();
    bucket?.server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes `nginx -t` as shipped (compose mounts it in conf.d, inside http {})', () => {
    const result = nginxTest(writeConfig(dir, shipped), dir);
    expect(result.stderr).not.toMatch(/emerg|warn/);
    expect(result.status, result.stderr).toBe(0);
  });

  it('refuses what it used to hold: `server api:3000 resolve;`, which Debian 12 nginx rejects', () => {
    const old = `upstream api_replicas {\n  zone api_replicas 64k;\n  server api:3000 resolve;\n}\n`;
    const result = nginxTest(writeConfig(dir, old), dir);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/invalid parameter "resolve"/);
  });

  it('looks the API and the bucket up through a resolver, per request (replicas come and go)', () => {
    expect(shipped).toMatch(/^resolver 127\.0\.0\.11 valid=10s/m);
    expect(shipped).toMatch(/set \$api_upstream api:3000;/);
    expect(shipped).toMatch(/set \$photo_bucket minio:9000;/);
  });

  it('passes the site to the API with the forwarding headers', async () => {
    // fetch() sends the URL's host whatever it is told; node:http sends the Host a browser would.
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/vendors?q=dj`, { headers: { Host: 'upstateweddingdirectory.com' } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(body).toBe('api');
    const request = api.seen.at(-1)!;
    expect(request.url).toBe('/vendors?q=dj');
    expect(request.headers).toMatchObject({ host: 'upstateweddingdirectory.com', 'x-forwarded-proto': 'http', 'x-forwarded-for': '127.0.0.1' });
  });

  it('refuses /metrics (Prometheus scrapes inside the network)', async () => {
    const before = api.seen.length;
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
    expect(api.seen.length).toBe(before);
  });

  it('serves photos read-only from the bucket, never its listing or unconfirmed uploads', async () => {
    const res = await fetch(`${base}/vendor-photos/vendors/1/a.jpg`);
    expect(await res.text()).toBe('bucket');
    expect(bucket.seen.at(-1)).toMatchObject({ method: 'GET', url: '/vendor-photos/vendors/1/a.jpg', headers: { host: 'minio:9000' } });
    const before = bucket.seen.length;
    expect((await fetch(`${base}/vendor-photos/`)).status).toBe(404);
    expect((await fetch(`${base}/vendor-photos/pending/1/b.jpg`)).status).toBe(404);
    expect((await fetch(`${base}/vendor-photos/vendors/1/a.jpg`, { method: 'PUT', body: 'x' })).status).toBe(403);
    expect((await fetch(`${base}/vendor-photos/vendors/1/a.jpg`, { method: 'DELETE' })).status).toBe(403);
    expect(bucket.seen.length).toBe(before);
  });
});
