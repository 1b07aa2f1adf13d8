import { useEffect, useMemo, useRef, useState } from 'react';
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
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const needed = useNeededSoon(ref, sanitize === null && !failed);

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
      aria-busy={clean === null && !failed ? true : undefined}
      dangerouslySetInnerHTML={clean === null ? undefined : { __html: clean }}
    />
  );
}
