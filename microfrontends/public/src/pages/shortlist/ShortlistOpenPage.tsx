import { useParams } from 'react-router-dom';
import { ButtonLink, HeartIcon, PageLoader, PageState, usePageTitle, useResource } from '@uwd/ui';
import { keepVendors, keptMessage, openShortlistLink, ShortlistLinkLoadFailed, ShortlistLinkNotValid, shortlistLinkProblem, type KeptVendors } from './shortlist-link-pages';
import { SharedShortlist } from './SharedShortlistPage';

/** One merge per link and page load: a second mount (StrictMode, a remount) shows the first one's result. */
const kept = new Map<string, KeptVendors>();
const keepOnce = (token: string, vendorIds: readonly string[]): KeptVendors => {
  let plan = kept.get(token);
  if (!plan) {
    plan = keepVendors(vendorIds);
    kept.set(token, plan);
  }
  return plan;
};

export const KEPT_HEADING = 'Your shortlist is saved in this browser';

/**
 * /shortlist/open/{token}: the link in 'Your wedding shortlist' (issue 39 §1). It saves the link's vendors in
 * this browser, next to those it has (within 50), and leads to /shortlist. A shared link opened here shows
 * read-only, as /shortlist/shared does.
 */
export default function ShortlistOpenPage() {
  const { token = '' } = useParams();
  // The vendors are saved as the link's answer lands (once per link: keepOnce).
  const { state, retry } = useResource(`shortlist-open|${token}`, async (signal) => {
    const link = await openShortlistLink(token, signal);
    return { kind: link.kind, plan: link.kind === 'keep' ? keepOnce(token, link.vendorIds) : null };
  });
  usePageTitle(state.status === 'error' ? 'Link Not Valid' : state.status === 'ready' && state.data.kind === 'share' ? 'A shared shortlist' : KEPT_HEADING);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    const problem = shortlistLinkProblem(state.error);
    return problem ? <ShortlistLinkNotValid message={problem} /> : <ShortlistLinkLoadFailed onRetry={retry} />;
  }
  const { plan } = state.data;
  if (!plan) return <SharedShortlist token={token} />;
  return (
    <PageState icon={<HeartIcon size={40} />} title={KEPT_HEADING} testId="shortlist-kept" actions={<ButtonLink to="/shortlist">Open my shortlist</ButtonLink>}>
      <p>{keptMessage(plan)}</p>
    </PageState>
  );
}
