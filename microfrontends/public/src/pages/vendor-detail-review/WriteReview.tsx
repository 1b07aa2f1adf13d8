/**
 * 'Write a review' on the vendor page. This part is in the page's first load, so it stays tiny: the form
 * itself (with the shared zod schema) is a lazy chunk, fetched when the section is opened — or a moment
 * earlier, when the pointer or the focus reaches the button.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import { Alert, Button, Spinner, cx } from '@uwd/ui';
import type { ReviewFormProps } from './ReviewForm';
import './write-review.css';

const PANEL_ID = 'write-review-panel';
/** `/vendors/{slug}#write-review` opens the form (a link to send couples). */
const ANCHOR = 'write-review';

const importForm = () => import('./ReviewForm');

/** A lazy form; a failed download renders a retry instead of breaking the page. */
const lazyForm = () =>
  lazy(() =>
    importForm().then(
      (m) => ({ default: m.ReviewForm }),
      () => ({ default: FormUnavailable }),
    ),
  );

const linkedToForm = () => window.location.hash === `#${ANCHOR}`;

export function WriteReview({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  // A link to the anchor arrives with the form open.
  const [open, setOpen] = useState(linkedToForm);
  /** Once opened, the form stays mounted (hidden when closed), so a draft survives closing it. */
  const [mounted, setMounted] = useState(linkedToForm);
  const [submitted, setSubmitted] = useState(false);
  // A new lazy component per attempt is what 'Try again' does after a failed download.
  const [ReviewForm, setReviewForm] = useState(lazyForm);
  const button = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setMounted(true);
    setOpen((o) => !o);
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const prefetch = () => void importForm().catch(() => undefined);

  return (
    <div className="write-review" id={ANCHOR} data-testid="write-review">
      {!submitted && (
        <div className="write-review__cta">
          <div className="write-review__text">
            <h3 className="write-review__title">Worked with {vendorName}?</h3>
            <p className="write-review__lead">Share your experience and help other couples plan their day.</p>
          </div>
          <button
            ref={button}
            type="button"
            className={cx('btn', open ? 'btn--secondary' : 'btn--outline', 'write-review__toggle')}
            aria-expanded={open}
            aria-controls={mounted ? PANEL_ID : undefined}
            onClick={toggle}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            <PenIcon />
            Write a review
          </button>
        </div>
      )}
      {mounted && (
        <div id={PANEL_ID} className="write-review__panel" hidden={!open && !submitted}>
          <Suspense
            fallback={
              <div className="write-review__loading" data-testid="review-form-loading">
                <Spinner size="sm" label="Loading the review form..." />
                <span aria-hidden="true">Loading the review form...</span>
              </div>
            }
          >
            <ReviewForm
              vendorId={vendorId}
              vendorName={vendorName}
              onCancel={close}
              onSubmitted={() => setSubmitted(true)}
              onRetryLoad={() => setReviewForm(lazyForm)}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function FormUnavailable({ onRetryLoad }: ReviewFormProps) {
  return (
    <Alert
      tone="error"
      action={
        <Button size="sm" variant="outline" onClick={onRetryLoad}>
          Try again
        </Button>
      }
    >
      The review form could not be loaded. Please check your connection and try again.
    </Alert>
  );
}

function PenIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}
