import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cx } from '@uwd/ui';
import { useNeededSoon } from '../lib/useNeededSoon';

type Sanitize = (html: string) => string;

/** The sanitizer once its chunk has arrived (then every later RichText renders at once). */
let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** `@uwd/ui/sanitize` (DOMPurify with the SPEC §5 allow-list) in its own chunk, fetched once. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('@uwd/ui/sanitize').then(
    (m) => (loaded = m.sanitizeRichText),
    (error: unknown) => {
      loading = null; // a later attempt may succeed
      throw error;
    },
  );
  return loading;
}

/**
 * API rich text (HTML), always through DOMPurify before it reaches the page (DESIGN §5). The sanitizer is
 * fetched when this block is about to be seen (`useNeededSoon`), so a page whose rich text sits below the
 * first screen (a vendor's description, a landing page's text) does not download it for the first screen.
 * Until it has arrived the block is empty and `aria-busy`; nothing unsanitized is ever rendered.
 * `eager`: the text is the page's own content (a landing page's 'About', issue 36) and is shown at once,
 * never held until scrolled to: on the page the visitor landed on, the copy the server drew into the first
 * view (ADR 9; sanitized by the server's DOMPurify, already part of this document) is moved in, selected by
 * `serverDrawn`, and the sanitizer still loads when needed; elsewhere the sanitizer is fetched at once.
 */
export function RichText({ html, className, eager = false, serverDrawn }: { html: string; className?: string; eager?: boolean; serverDrawn?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  // The server's copy, found as the block first renders (only while the first view is there and the
  // sanitizer is not): its nodes move here before the first paint and before the shell removes the first
  // view, never parsed again.
  const [serverCopy] = useState(() => {
    if (!eager || !serverDrawn || loaded !== null || typeof document === 'undefined') return null;
    const drawn = document.querySelector(serverDrawn);
    return drawn?.closest('#first-view') && drawn.hasChildNodes() ? drawn : null;
  });
  const adopted = serverCopy !== null;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!serverCopy || !el) return;
    while (serverCopy.firstChild) el.appendChild(serverCopy.firstChild);
  }, [serverCopy]);
  const neededSoon = useNeededSoon(ref, (!eager || adopted) && sanitize === null && !failed);
  const needed = (eager && !adopted) || neededSoon;

  useEffect(() => {
    if (sanitize !== null || !needed) return undefined;
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [sanitize, needed]);

  const clean = useMemo(() => (sanitize === null ? null : sanitize(html)), [sanitize, html]);
  return (
    <div
      ref={ref}
      className={cx('rich-text', className)}
      aria-busy={clean === null && !failed && !adopted ? true : undefined}
      dangerouslySetInnerHTML={clean === null ? undefined : { __html: clean }}
    />
  );
}
