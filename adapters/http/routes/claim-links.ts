import { Hono } from 'hono';
import { ClaimListingByLink, OpenClaimLink } from '../../../application/identity/claim-by-link.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import { CLAIMED_BY_LINK_MESSAGE, claimByLinkRoute, claimLinkRoute } from '../../../domain/identity/claim-link-api.ts';
import { clientIp, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';

const CLAIM_LINK_USE_CASES = { openClaimLink: OpenClaimLink, claimByLink: ClaimListingByLink };

/** The fast claim (issue 36), public: the emailed link is the key. Mounted at /api. */
export const claimLinkRoutes = (use: UseCases, options: { trustProxy: boolean }) => {
  const u = resolveAll(use, CLAIM_LINK_USE_CASES);
  const r = new Hono<AuthEnv>();
  serve(r, claimLinkRoute, async (c, { params }) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return { success: true, ...(await u.openClaimLink.execute(params.token, clientIp(c, options.trustProxy))) };
  });
  serve(r, claimByLinkRoute, async (c, { params }) => {
    const claimed = await u.claimByLink.execute(params.token, clientIp(c, options.trustProxy));
    return { success: true, message: CLAIMED_BY_LINK_MESSAGE(claimed.vendor.name, claimed.email), ...claimed };
  });
  return r;
};
