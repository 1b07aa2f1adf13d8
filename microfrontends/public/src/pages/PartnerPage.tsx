import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, ChevronDownIcon, Container, HeartIcon, Section, SectionHeading, usePageTitle } from '@uwd/ui';
import { REMINDER_DAYS_BEFORE_FIRST_PAYMENT, TRIAL_MONTHS } from '@domain/subscriptions/tiers';
import { IconCards } from '../components/IconCards';
import { FOUNDER } from './founder';
import { BENEFITS, FAQ, FREE, PLANS } from './partner/partner-content';
import { PlanCardView } from './partner/PlanCardView';
import './static-pages.css';
import './PartnerPage.css';

export function PartnerPage() {
  usePageTitle('For Wedding Professionals: Get Found by Upstate Couples');
  const { hash } = useLocation();

  // The page renders after the remote loads, too late for the browser's own #fragment jump.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  }, [hash]);

  return (
    <div className="partner-page">
      <header className="static-hero static-hero--center partner-hero">
        <Container>
          <p className="eyebrow eyebrow--light">For Wedding Professionals</p>
          <h1 className="static-hero__title">
            Get found by <em>Upstate couples</em>
          </h1>
          <p className="static-hero__lead">
            Put your business in front of couples planning their weddings in Greenville, Spartanburg, Anderson, Clemson
            and the Blue Ridge foothills. Start with a free listing, or rise to the top of your category.
          </p>
          <div className="button-row">
            <a href="#pricing" className="btn btn--light btn--lg">
              See Plans &amp; Pricing
            </a>
            <ButtonLink to="/apply" variant="outline" size="lg" className="btn--on-dark">
              Apply Now
            </ButtonLink>
          </div>
          <p className="partner-hero__note">
            {TRIAL_MONTHS}-month free trial on paid plans · Cancel any time · Free listing always complimentary
          </p>
        </Container>
      </header>

      <Section aria-labelledby="partner-benefits-title">
        <Container>
          <SectionHeading
            id="partner-benefits-title"
            eyebrow="Why list with us"
            title="Be the first name couples see"
            lead="We built the directory for the Upstate and only the Upstate, so the couples who find you are planning right here."
          />
          <IconCards items={BENEFITS} variant="stacked" testId="partner-benefits" />
        </Container>
      </Section>

      <Section tone="tinted" id="pricing" aria-labelledby="pricing-title" className="partner-pricing">
        <Container>
          <SectionHeading
            id="pricing-title"
            eyebrow="Plans & pricing"
            title="Simple, honest pricing"
            lead={`Start free, or try Featured or Premier free for ${TRIAL_MONTHS} months. Introductory prices are locked for your first year.`}
          />
          <ul className="plans" data-testid="plan-cards">
            {PLANS.map((plan) => (
              <PlanCardView key={plan.tier} plan={plan} />
            ))}
          </ul>
          <div className="trial-note" data-testid="trial-note">
            <h3 className="trial-note__title">How the free trial works</h3>
            <ul className="trial-note__list dot-list">
              <li>Every paid plan starts with a {TRIAL_MONTHS}-month free trial.</li>
              <li>A card is required for paid tiers, and it is not charged during the trial.</li>
              <li>We email you a reminder {REMINDER_DAYS_BEFORE_FIRST_PAYMENT} days before your first payment.</li>
              <li>Billing is monthly. Cancel any time.</li>
              <li>The {FREE.name} is always complimentary.</li>
            </ul>
          </div>
        </Container>
      </Section>

      <Section aria-label="A word from our founder">
        <Container size="narrow">
          <figure className="founder-quote">
            <HeartIcon size={28} className="founder-quote__icon" />
            <blockquote className="founder-quote__text">
              <p>
                I started this directory because the Upstate's wedding professionals deserve better than being buried on
                national sites. When a couple finds you here, they are planning a wedding right here, and they are
                looking for someone exactly like you.
              </p>
            </blockquote>
            <figcaption className="founder-quote__author">
              <span className="founder-quote__avatar" aria-hidden="true">
                {FOUNDER.initials}
              </span>
              <span>
                <span className="founder-quote__name">{FOUNDER.name}</span>
                <span className="founder-quote__role">{FOUNDER.role}</span>
              </span>
            </figcaption>
          </figure>
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="partner-faq-title">
        <Container size="narrow">
          <SectionHeading id="partner-faq-title" eyebrow="Questions" title="Frequently Asked Questions" />
          <div className="faq" data-testid="partner-faq">
            {FAQ.map((item) => (
              <details key={item.q} className="faq__item">
                <summary className="faq__question">
                  <span>{item.q}</span>
                  <ChevronDownIcon size={20} className="faq__chevron" />
                </summary>
                <div className="faq__answer">{item.a}</div>
              </details>
            ))}
          </div>
        </Container>
      </Section>

      <Section aria-labelledby="partner-cta-title" className="partner-cta">
        <Container>
          <div className="partner-cta__panel">
            <h2 id="partner-cta-title">Ready to be found?</h2>
            <p>Applications are reviewed within 3-5 business days. Already listed? Claim your listing to manage it yourself.</p>
            <div className="button-row button-row--center">
              <ButtonLink to="/apply" variant="light" size="lg">
                Apply to List Your Business
              </ButtonLink>
              <ButtonLink to="/claim-listing" variant="outline" size="lg" className="btn--on-dark">
                Claim Your Listing
              </ButtonLink>
            </div>
          </div>
        </Container>
      </Section>
    </div>
  );
}
