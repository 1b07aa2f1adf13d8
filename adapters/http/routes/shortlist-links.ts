import { Hono, type Context } from 'hono';
import { EmailShortlist, OpenShortlistLink, ShareShortlist, StopShortlistLink, type MadeShortlistLink } from '../../../application/couples/shortlist-links.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import * as api from '../../../domain/couples/shortlist-link-api.ts';
import { EMAILED_LINK_STOPPED, SHARING_STOPPED, shortlistEmailedMessage } from '../../../domain/couples/shortlist-link.ts';
import { clientIp, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const SHORTLIST_LINK_USE_CASES = {
  emailShortlist: EmailShortlist,
  shareShortlist: ShareShortlist,
  openShortlistLink: OpenShortlistLink,
  stopShortlistLink: StopShortlistLink,
};

export interface ShortlistLinkRouteOptions {
  trustProxy: boolean;
}

/** A link's answer is its holder's alone: never kept by a browser, a proxy or the read cache. */
const privately = (c: Context) => c.header('Cache-Control', 'no-store');

const toMadeLinkDto = (link: MadeShortlistLink): api.MadeShortlistLink => ({
  kind: link.kind,
  key: link.key,
  url: link.url,
  vendorCount: link.vendorCount,
  expiresAt: link.expiresAt.toISOString(),
});

/**
 * A couple's shortlist links (issue 39 §1), each route served from its contract in
 * domain/couples/shortlist-link-api.ts. Mounted at /api; all public: the link's token opens a link, the
 * making browser's key stops it.
 */
export const shortlistLinkRoutes = (use: UseCases, options: ShortlistLinkRouteOptions) => {
  const u = resolveAll(use, SHORTLIST_LINK_USE_CASES);
  const r = new Hono<AuthEnv>();

  serve(r, api.emailShortlistRoute, async (c, { body }) => {
    privately(c);
    const link = await u.emailShortlist.execute(body, { ip: clientIp(c, options.trustProxy) });
    return { success: true, message: shortlistEmailedMessage(body.email), link: toMadeLinkDto(link) };
  });
  serve(r, api.shareShortlistRoute, async (c, { body }) => {
    privately(c);
    const link = await u.shareShortlist.execute(body, { ip: clientIp(c, options.trustProxy) });
    return { success: true, message: 'Copy the link and send it to your partner. They can see your shortlist but not change it.', link: toMadeLinkDto(link) };
  });
  serve(r, api.stopShortlistLinkRoute, async (_c, { body }) => {
    const stopped = await u.stopShortlistLink.execute(body.key);
    return { success: true, message: stopped.kind === 'share' ? SHARING_STOPPED : EMAILED_LINK_STOPPED };
  });
  serve(r, api.openShortlistLinkRoute, async (c, { params }) => {
    privately(c);
    const link = await u.openShortlistLink.execute(params.token);
    return { success: true, link: { kind: link.kind, vendorIds: link.vendorIds, expiresAt: link.expiresAt.toISOString() } };
  });

  return r;
};
