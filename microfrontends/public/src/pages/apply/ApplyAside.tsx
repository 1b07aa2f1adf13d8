import { Link } from 'react-router-dom';
import { TRIAL_MONTHS, type Tier } from '@domain/subscriptions/tiers';
import { planOption } from './plans';

/** The apply page's side column: the chosen plan and how an application goes. */
export function ApplyAside({ tier }: { tier: Tier }) {
  const plan = planOption(tier);
  const paid = tier !== 'free';
  return (
    <aside className="apply-aside" aria-label="Your application">
      <div className="apply-aside__card apply-aside__card--plan">
        <p className="apply-aside__label">Your plan</p>
        <p className="apply-aside__plan" data-testid="selected-plan">
          {plan.name}
        </p>
        <p className="apply-aside__price">
          <span className="apply-aside__amount">{plan.price}</span>
          {plan.period}
          {paid && <span className="apply-aside__trial"> after a {TRIAL_MONTHS}-month free trial</span>}
        </p>
        <ul className="apply-aside__list dot-list">
          {plan.inclusions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="apply-aside__card apply-aside__card--soft">
        <h2 className="apply-aside__title">How it works</h2>
        <ol className="apply-aside__steps">
          <li>Send your application.</li>
          <li>We review it within 3-5 business days.</li>
          <li>Once approved, you get a login link to your vendor dashboard.</li>
        </ol>
        <p className="apply-aside__links">
          Already listed? <Link to="/claim-listing">Claim your listing</Link>
          <br />
          Questions? <Link to="/partner">See plans and FAQ</Link>
        </p>
      </div>
    </aside>
  );
}
