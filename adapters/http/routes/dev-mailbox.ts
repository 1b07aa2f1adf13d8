import { devMailboxAnswerSchema, type DevMailboxMessage } from '../../../domain/shared/system-answers.ts';
import { reply } from '../route-answers.ts';
import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { escapeHtml } from '../../../domain/shared/html.ts';
import { isIpLiteral, isLoopbackHost } from '../host-names.ts';
import { refusal, requestHostNames } from '../security-headers.ts';

export interface DevMailbox {
  list(): Promise<DevMailboxMessage[]>;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#2a2238}
article{border:1px solid #e4def0;border-radius:12px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#faf8fd;padding:.75rem;border-radius:8px}a{color:#6B46C1;word-break:break-all}`;
/** The page's own policy: no script at all, and only its one <style> block (by hash, not 'unsafe-inline'). */
const MAILBOX_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;


/** The request's own origin: its scheme, and the host and port of its Host header (or URL). */
const ownOrigin = (c: Context): string | null => {
  try {
    const url = new URL(c.req.url);
    return new URL(`${url.protocol}//${c.req.header('host') ?? url.host}`).origin;
  } catch {
    return null;
  }
};

/**
 * The mailbox holds every login link, so it answers this machine's own pages only (issue 35, ADR 8): a
 * Host that cannot be rebound — a loopback name, or an IP address the site answers for (DEV_MAILBOX=true
 * on a trusted network) — even where the rest of the site answers other names; and no request another
 * site's page makes (a foreign Origin, Sec-Fetch-Site cross-site or same-site).
 */
const thisMachineOnly: MiddlewareHandler = async (c, next) => {
  if (!requestHostNames(c).every((h) => h !== null && (isLoopbackHost(h) || isIpLiteral(h)))) {
    return refusal(c, 421, 'MISDIRECTED_REQUEST', 'The dev mailbox answers only on a loopback address: open it at localhost, 127.0.0.1 or [::1]');
  }
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if ((origin !== undefined && origin !== ownOrigin(c)) || site === 'cross-site' || site === 'same-site') {
    return refusal(c, 403, 'FORBIDDEN', 'The dev mailbox answers only its own pages, not other sites');
  }
  return next();
};

/**
 * The embedded profile's mailbox: every email the site "sent", newest first, with its links. Mounted
 * only when mail goes to files, NODE_ENV is not production and the server listens on a loopback address
 * (or DEV_MAILBOX=true opts in): see devMailbox in apps/api/config.ts.
 */
export const devMailboxRoutes = (mailbox: DevMailbox) =>
  new Hono()
    .use('*', thisMachineOnly)
    .get('/mailbox.json', async (c) => reply(c, devMailboxAnswerSchema, { messages: await mailbox.list() }))
    .get('/mailbox', async (c) => {
      const messages = await mailbox.list();
      const rows = messages
        .map((m) => {
          const links = (m.text.match(/https?:\/\/\S+/g) ?? []).map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>');
          return `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</small></header><pre>${escapeHtml(m.text)}</pre>${links ? `<p>${links}</p>` : ''}</article>`;
        })
        .join('\n');
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', MAILBOX_CSP);
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Upstate Wedding Directory</title>
<meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body><h1>Dev mailbox</h1><p>Emails the embedded profile wrote to files (newest first). This page does not exist in production.</p>${rows || '<p>No emails yet.</p>'}</body></html>`);
    });
