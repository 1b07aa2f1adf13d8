import { useEffect, useState } from 'react';

/**
 * A card page's CSP opens Stripe's origins, and a page the SPA reaches keeps the policy of the document it
 * started on: so a card page is always a document of its own (links to it and from it are plain links),
 * and should the SPA reach it anyway (history, a link), it loads itself again as a document (ADR 37).
 */
const reloadDocument = () => window.location.replace(window.location.href);

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * True when this document was loaded at `path`; otherwise it reloads itself there (once). `enabled` false
 * waits (a page that learns only after loading whether its card block needs Stripe's origins).
 */
export function useOwnDocument(path: string, reload: () => void = reloadDocument, enabled = true) {
  const [ok] = useState(() => {
    const entry = typeof performance !== 'undefined' ? (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined) : undefined;
    if (!entry) return true;
    try {
      return samePath(new URL(entry.name).pathname, path);
    } catch {
      return true;
    }
  });
  useEffect(() => {
    if (enabled && !ok) reload();
  }, [ok, reload, enabled]);
  return ok;
}
