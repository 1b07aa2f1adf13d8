import { callRoute, isApiError } from '@uwd/api-client';
import { Alert, Button, ButtonLink, CompassIcon, Container, PageState } from '@uwd/ui';
import { saveVendor, savedVendors } from '@uwd/ui/shortlist';
import { mergeIntoShortlist } from '@domain/couples/shortlist-link';
import { openShortlistLinkRoute } from '@domain/couples/shortlist-link-api';

/** What a shortlist link holds (GET /api/shortlist-links/{token}); never cached. */
export const openShortlistLink = async (token: string, signal: AbortSignal) => (await callRoute(openShortlistLinkRoute, { params: { token }, signal, cache: 'no-store' })).link;

export type KeptVendors = ReturnType<typeof mergeIntoShortlist>;

/** Saves a link's vendors in this browser, after those it has, within the limit; what was added and left out. */
export const keepVendors = (vendorIds: readonly string[]): KeptVendors => {
  const plan = mergeIntoShortlist(savedVendors(), vendorIds);
  for (const id of plan.add) saveVendor(id);
  return plan;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Saved 2 vendors in this browser. 1 was already saved.' */
export const keptMessage = ({ add, alreadySaved, leftOut }: KeptVendors): string =>
  [
    add.length > 0 ? `Saved ${plural(add.length, 'vendor')} in this browser.` : 'Nothing new to save: this browser has them all.',
    alreadySaved > 0 && add.length > 0 ? `${alreadySaved} ${alreadySaved === 1 ? 'was' : 'were'} already saved.` : '',
    leftOut > 0 ? `${leftOut} did not fit: a shortlist holds at most 50 vendors.` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The API's words for a link that does not open (stopped, expired, unknown), else null. */
export const shortlistLinkProblem = (error: unknown): string | null =>
  isApiError(error) && (error.status === 404 || error.status === 400) ? (error.apiError?.message ?? 'This link is not valid.') : null;

/** A link that opens nothing: the API's words and the way to the directory. */
export function ShortlistLinkNotValid({ message }: { message: string }) {
  return (
    <PageState icon={<CompassIcon size={40} />} title="This link does not work" testId="shortlist-link-invalid" actions={<ButtonLink to="/vendors">Browse vendors</ButtonLink>}>
      <p>{message}</p>
    </PageState>
  );
}

export function ShortlistLinkLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="narrow" className="page-state">
      <Alert tone="error" action={<Button variant="outline" size="sm" onClick={onRetry}>Retry</Button>}>
        This shortlist could not be loaded. Please try again.
      </Alert>
    </Container>
  );
}
