import { useEffect, useState, type RefObject } from 'react';

/** How far below the screen a part of the page counts as "about to be seen": a quarter of a screen. */
export const NEEDED_SOON_MARGIN = '0px 0px 25% 0px';

/**
 * True once the element at `ref` is on screen or within a quarter of a screen below it, or once the visitor
 * starts to move through the page (the first scroll or key press: Tab, arrows, Page Down, Ctrl+F). Code
 * that only a part further down the page needs (the rich-text sanitizer of a vendor's description, of a
 * landing page's text) loads then, not with the first screen (docs/adr/0025-first-load-javascript.md).
 * Where IntersectionObserver is missing, true at once. `enabled: false` watches nothing.
 */
export function useNeededSoon(ref: RefObject<Element | null>, enabled = true): boolean {
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!enabled || needed || !el) return undefined;
    const now = () => setNeeded(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) now();
    }, { rootMargin: NEEDED_SOON_MARGIN });
    observer.observe(el);
    window.addEventListener('scroll', now, { passive: true, once: true });
    window.addEventListener('keydown', now, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', now);
      window.removeEventListener('keydown', now);
    };
  }, [ref, enabled, needed]);
  return needed;
}
