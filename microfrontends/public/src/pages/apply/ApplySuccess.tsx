import { useEffect, useRef } from 'react';
import { ButtonLink, Container } from '@uwd/ui';
import { REMINDER_DAYS_BEFORE_FIRST_PAYMENT, TIER_PLANS, TRIAL_MONTHS, type Tier } from '@domain/subscriptions/tiers';
import { CheckMarkIcon } from './icons';
import './done.css';

export interface SubmittedApplication {
  businessName: string;
  email: string;
  tier: Tier;
}

/** The screen after a successful application: 'Application Submitted!' and what happens next. */
export function ApplySuccess({ application }: { application: SubmittedApplication }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  const paid = application.tier !== 'free';

  return (
    <div className="done-page">
      <Container size="narrow">
        <section className="done-card" aria-labelledby="apply-done-title" data-testid="apply-success">
          <span className="done-card__icon" aria-hidden="true">
            <CheckMarkIcon size={34} />
          </span>
          <h1 id="apply-done-title" ref={headingRef} tabIndex={-1} className="done-card__title">
            Application Submitted!
          </h1>
          <p className="done-card__lead">
            Thank you for applying to list <strong>{application.businessName}</strong>
            {paid ? ` as a ${TIER_PLANS[application.tier].name}` : ''}. A confirmation is on its way to{' '}
            <strong className="done-card__email">{application.email}</strong>.
          </p>

          <h2 className="done-card__subtitle">What happens next</h2>
          <ol className="done-steps">
            <li className="done-steps__item">
              <span className="done-steps__num" aria-hidden="true">
                1
              </span>
              <span>
                <strong>We review your application.</strong> Every listing is checked by a real person in Greenville, and
                you'll hear from us within 3-5 business days.
              </span>
            </li>
            <li className="done-steps__item">
              <span className="done-steps__num" aria-hidden="true">
                2
              </span>
              <span>
                <strong>Your listing goes live.</strong> Once approved, your business appears in the directory and we email
                you a secure login link.
              </span>
            </li>
            <li className="done-steps__item">
              <span className="done-steps__num" aria-hidden="true">
                3
              </span>
              <span>
                <strong>Make it yours.</strong> Log in to your vendor dashboard to add photos, services and details.
                {paid &&
                  ` Your ${TRIAL_MONTHS}-month free trial starts then; we'll remind you ${REMINDER_DAYS_BEFORE_FIRST_PAYMENT} days before your first payment.`}
              </span>
            </li>
          </ol>

          <div className="button-row button-row--center done-card__actions">
            <ButtonLink to="/" size="lg">
              Return Home
            </ButtonLink>
            <ButtonLink to="/vendors" variant="outline" size="lg">
              Browse Vendors
            </ButtonLink>
          </div>
        </section>
      </Container>
    </div>
  );
}
