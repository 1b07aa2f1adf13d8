import { useEffect, type RefObject } from 'react';
import { reportAppearance } from './beacon';

/**
 * Reports each card of a list (an element with `data-vendor-id` inside `root`) once at least half of it has
 * been on screen: a list appearance (issue 18 §1). Nothing where IntersectionObserver is missing.
 */
export function useAppearances(root: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const el = root.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const id = (entry.target as HTMLElement).dataset.vendorId;
          if (id) reportAppearance(id);
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.5 },
    );
    for (const card of el.querySelectorAll<HTMLElement>('[data-vendor-id]')) observer.observe(card);
    return () => observer.disconnect();
  }, [root, key]);
}
