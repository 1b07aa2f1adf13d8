import { useEffect, type RefObject } from 'react';
import { contactKindOf, reportEvent } from './beacon';

/**
 * A vendor page's beacons (issue 18 §1): the profile view when the page shows the vendor, and each click
 * on the call, email, website and social links inside `root` (one listener; the links stay plain links).
 */
export function useVendorPageEvents(root: RefObject<HTMLElement | null>, vendorId: string): void {
  useEffect(() => {
    reportEvent(vendorId, 'profile_view');
    const el = root.current;
    if (!el) return undefined;
    const onClick = (e: MouseEvent) => {
      const kind = contactKindOf(e.target);
      if (kind) reportEvent(vendorId, kind);
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [root, vendorId]);
}
