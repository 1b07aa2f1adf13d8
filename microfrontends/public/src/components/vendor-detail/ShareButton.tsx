import { useState } from 'react';
import type { VendorDetail } from '@uwd/api-client';
import { reportEvent } from '../../lib/beacon';

/**
 * 'Share': the device's share sheet where there is one, else the page's link copied to the clipboard (said
 * in a live region). Counted as a share in the vendor's insights.
 */
export function ShareButton({ vendor }: { vendor: VendorDetail }) {
  const [status, setStatus] = useState('');
  const share = async () => {
    reportEvent(vendor._id, 'share');
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: vendor.name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      // Closing the share sheet rejects; nothing to say.
    }
  };
  return (
    <div className="vendor-share">
      <button type="button" className="btn btn--outline btn--block" onClick={() => void share()}>
        Share {vendor.name}
      </button>
      <p className="vendor-share__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
