// The floor: the same SQL as GET /api/vendors (page, count, primary images, tags) through bare mysql2,
// in a bare node:http server, no framework, no mapping beyond JSON.stringify. Started by public-api.ts.
import http from 'node:http';
import mysql from 'mysql2/promise';

const url = new URL(process.env.FLOOR_DATABASE_URL!);
const pool = mysql.createPool({
  host: url.hostname,
  port: Number(url.port),
  user: decodeURIComponent(url.username),
  password: decodeURIComponent(url.password),
  database: url.pathname.slice(1),
  connectionLimit: 10,
  timezone: 'Z',
  charset: 'utf8mb4',
});
const categories = new Map<string, string>();

const server = http.createServer(async (req, res) => {
  const q = new URL(req.url!, 'http://x').searchParams;
  const categoryId = categories.get(q.get('category') ?? '');
  const search = (q.get('search') ?? '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3).map((w) => `+${w}*`).join(' ');
  const where = ['v.is_active = 1', ...(categoryId ? ['v.category_id = ?'] : []), ...(search ? ['MATCH(v.name, v.tagline, v.description_text, v.tags_text) AGAINST (? IN BOOLEAN MODE)'] : [])];
  const params = [...(categoryId ? [categoryId] : []), ...(search ? [search] : [])];
  const [rows] = await pool.query<mysql.RowDataPacket[]>(
    `SELECT v.id, v.name, v.slug, v.tagline, v.category_id, c.name AS category_name, c.slug AS category_slug, v.city, v.county, v.state, v.region, v.zip_code,
            v.starting_price, v.price_range, v.is_active, v.is_featured, v.is_verified, v.premier_partner, v.review_average, v.review_count
       FROM vendors v JOIN categories c ON c.id = v.category_id WHERE ${where.join(' AND ')}
      ORDER BY v.review_average DESC, v.review_count DESC, v.id ASC LIMIT 12 OFFSET 0`,
    params,
  );
  const [[count]] = await pool.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM vendors v WHERE ${where.join(' AND ')}`, params);
  const ids = rows.map((r) => r.id);
  const [images, tags] = ids.length
    ? await Promise.all([
        pool.query(
          `SELECT * FROM vendor_images WHERE vendor_id IN (?) AND (is_primary = 1 OR sort_order = (SELECT MIN(vi2.sort_order) FROM vendor_images vi2 WHERE vi2.vendor_id = vendor_images.vendor_id)) ORDER BY vendor_id, sort_order, id`,
          [ids],
        ),
        pool.query('SELECT vt.vendor_id, t.id, t.name FROM vendor_tags vt JOIN tags t ON t.id = vt.tag_id WHERE vt.vendor_id IN (?) ORDER BY vt.vendor_id, t.name', [ids]),
      ])
    : [[[]], [[]]];
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ vendors: rows, total: count?.n, images: images[0], tags: tags[0] }));
});

const [cats] = await pool.query<mysql.RowDataPacket[]>('SELECT id, slug FROM categories');
for (const c of cats) categories.set(String(c.slug), String(c.id));
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.stdout.write('floor ready\n'));
