import { useId, useState, type KeyboardEvent } from 'react';
import { ShieldCheckIcon } from '@uwd/ui';
import './verified-reviews.css';

export const VERIFIED_CLIENT_LABEL = 'Verified client';

/** What 'Verified client' means (issue 40 §2): shown on hover and on keyboard focus. */
export const verifiedClientExplanation = (vendorName: string): string =>
  `Wrote this review through ${vendorName}'s review request, or booked ${vendorName} through Upstate Wedding Directory.`;

/**
 * 'Verified client' on a review by a verified client, with its explanation as a tooltip: the badge is a
 * button (reachable by keyboard, a tap on a phone) described by the tip, which shows while it is hovered or
 * focused and hides on Escape. The tip is placed against the review's meta line (position: relative there).
 */
export function VerifiedClient({ vendorName }: { vendorName: string }) {
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setDismissed(true);
  };
  return (
    <span className="verified-client" data-dismissed={dismissed || undefined} onMouseLeave={() => setDismissed(false)}>
      <button type="button" className="verified-client__badge" aria-describedby={tipId} onKeyDown={onKeyDown} onBlur={() => setDismissed(false)} data-testid="verified-client">
        <ShieldCheckIcon size={15} />
        {VERIFIED_CLIENT_LABEL}
      </button>
      <span role="tooltip" id={tipId} className="verified-client__tip">
        {verifiedClientExplanation(vendorName)}
      </span>
    </span>
  );
}
