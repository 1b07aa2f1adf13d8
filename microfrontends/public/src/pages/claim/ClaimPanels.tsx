import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, Container, ShieldCheckIcon } from '@uwd/ui';
import { CheckMarkIcon } from '../apply/icons';

/** The claim page's side column: how claiming works, and where else to go. */
export function ClaimAside() {
  return (
    <aside className="claim-aside" aria-label="About claiming">
      <section className="side-panel claim-panel">
        <span className="side-panel__icon" aria-hidden="true">
          <ShieldCheckIcon size={22} />
        </span>
        <div>
          <h2 className="claim-panel__title">How claiming works</h2>
          <ol className="claim-panel__steps">
            <li>Send this request with the business name as it appears in the directory.</li>
            <li>We verify that the business is yours, usually within 1-2 business days.</li>
            <li>We email you a secure login link to your vendor dashboard.</li>
          </ol>
        </div>
      </section>
      <section className="side-panel side-panel--brand claim-panel">
        <div>
          <h2 className="claim-panel__title">Not the right page?</h2>
          <ul className="claim-panel__links">
            <li>
              Not listed yet? <Link to="/apply">Apply to list your business</Link>
            </li>
            <li>
              Already claimed your listing? <Link to="/login">Log in</Link>
            </li>
          </ul>
        </div>
      </section>
    </aside>
  );
}

/** After a claim request: 'Claim Request Submitted!' and what happens next. */
export function ClaimDone({ submittedTo, headingRef, onStartOver }: { submittedTo: { email: string; businessName: string }; headingRef: RefObject<HTMLHeadingElement | null>; onStartOver: () => void }) {
  return (
    <div className="done-page">
      <Container size="narrow">
        <section className="done-card" aria-labelledby="claim-done-title" data-testid="claim-success">
          <span className="done-card__icon" aria-hidden="true">
            <CheckMarkIcon size={34} />
          </span>
          <h1 id="claim-done-title" ref={headingRef} tabIndex={-1} className="done-card__title">
            Claim Request Submitted!
          </h1>
          <p className="done-card__lead">
            Thank you. We'll verify that <strong>{submittedTo.businessName}</strong> is yours and get back to you at{' '}
            <strong className="done-card__email">{submittedTo.email}</strong> within 1-2 business days.
          </p>
          <div className="button-row button-row--center done-card__actions">
            <Button size="lg" onClick={onStartOver}>
              Submit Another Request
            </Button>
            <ButtonLink to="/" variant="outline" size="lg">
              Return Home
            </ButtonLink>
          </div>
        </section>
      </Container>
    </div>
  );
}
