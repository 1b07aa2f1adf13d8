import { ButtonLink, Container, Section, usePageTitle } from '@uwd/ui';
import { COUPLES_CHOICE_ANCHOR, REVIEW_POLICY, REVIEW_POLICY_TITLE, VERIFIED_CLIENT_ANCHOR } from '@domain/reviews/review-policy';
import './static-pages.css';
import './HowVendorsAreOrderedPage.css';
import './ReviewPolicyPage.css';

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="review-policy__list">
      {items.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

/**
 * 'How reviews work' (issue 40 §4): the published review policy, word for word what the code does
 * (domain/reviews/review-policy.ts). The 'Verified client' and Couples' Choice sections carry anchors that
 * the badge and the award link to.
 */
export function ReviewPolicyPage() {
  usePageTitle(REVIEW_POLICY_TITLE);
  const p = REVIEW_POLICY;
  return (
    <div className="review-policy-page">
      <header className="static-hero static-hero--center static-hero--compact">
        <Container>
          <p className="eyebrow eyebrow--light">Reviews</p>
          <h1 className="static-hero__title">{REVIEW_POLICY_TITLE}</h1>
          <p className="static-hero__lead">{p.lead}</p>
        </Container>
      </header>

      <Container size="narrow" className="ranking-note review-policy" data-testid="review-policy">
        <section aria-labelledby="policy-who-title">
          <h2 id="policy-who-title">{p.whoTitle}</h2>
          <Paragraphs items={p.who} />
        </section>
        <section aria-labelledby="policy-refused-title">
          <h2 id="policy-refused-title">{p.refusedTitle}</h2>
          <p>{p.refusedLead}</p>
          <Bullets items={p.refused} />
          <Paragraphs items={p.refusedAfter} />
        </section>
        <section aria-labelledby="policy-vendors-title">
          <h2 id="policy-vendors-title">{p.vendorsTitle}</h2>
          <Paragraphs items={p.vendors} />
        </section>
        <section aria-labelledby="policy-time-title">
          <h2 id="policy-time-title">{p.timeTitle}</h2>
          <Paragraphs items={p.time} />
        </section>
        <section id={VERIFIED_CLIENT_ANCHOR} aria-labelledby="policy-verified-title">
          <h2 id="policy-verified-title">{p.verifiedTitle}</h2>
          <Paragraphs items={p.verified} />
        </section>
        <section id={COUPLES_CHOICE_ANCHOR} aria-labelledby="policy-award-title">
          <h2 id="policy-award-title">{p.awardTitle}</h2>
          <Paragraphs items={p.award} />
          <Bullets items={p.awardCriteria} />
          <Paragraphs items={p.awardAfter} />
        </section>
      </Container>

      <Section tone="tinted" aria-label="Browse">
        <Container size="narrow" className="text-center">
          <div className="button-row button-row--center">
            <ButtonLink to="/vendors" size="lg">
              Browse Vendors
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </div>
  );
}

export default ReviewPolicyPage;
