import type { ReactNode } from 'react';
import { Alert } from '@uwd/ui';
import { REMINDER_DAYS_BEFORE_FIRST_PAYMENT, TIER_PLANS, TRIAL_MONTHS } from '@domain/subscriptions/tiers';
import { dollars } from './card-format';

/** The upgrade page's questions and answers about the trial, billing and cancelling; `note`: what confirming does, under them. */
export function UpgradeFaq({ note = "Your plan changes as soon as you confirm; we'll confirm by email." }: { note?: string }) {
  return (
    <aside className="vu-aside" aria-labelledby="faq-title">
      <div className="vu-aside__card">
        <h2 id="faq-title" className="vu-aside__title">
          Questions
        </h2>
        <Faq question="How does the free trial work?">
          Your listing's first paid plan starts with a {TRIAL_MONTHS}-month free trial. Your listing gets every benefit of the plan right away, and
          nothing is charged during the trial. A plan restarted after it ended is paid from the first day.
        </Faq>
        <Faq question="When will I be charged?">
          After the trial. We send a reminder email {REMINDER_DAYS_BEFORE_FIRST_PAYMENT} days before your first payment; then you're billed monthly at
          the introductory price ({dollars(TIER_PLANS.featured.introMonthlyCents)}/mo Featured, {dollars(TIER_PLANS.premier.introMonthlyCents)}/mo
          Premier), locked for your first year.
        </Faq>
        <Faq question="Can I cancel any time?">
          Yes. Cancel whenever you like: your listing returns to the free Standard listing and stays in the directory.
        </Faq>
        <Faq question="Can I move from Featured to Premier later?">
          Yes, at any time: Premier Partner starts at once, and you pay only the difference for the rest of the month you're in. This page shows
          the amount before you confirm.
        </Faq>
        <Faq question="Can I move from Premier to Featured?">
          Yes. Featured Listing starts at the end of the period you have paid for, and Premier Partner stays until then; nothing is charged for the
          change. Until that day you can keep Premier Partner from this page or your Billing tab.
        </Faq>
      </div>
      <Alert tone="info" className="vu-aside__note">
        {note}
      </Alert>
    </aside>
  );
}

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="vu-faq">
      <summary className="vu-faq__q">{question}</summary>
      <p className="vu-faq__a">{children}</p>
    </details>
  );
}
