/** The home page's fixed sections: why couples start here, a couple's words, and the call to vendors. */
import { ButtonLink, Container, HeartIcon, MapPinIcon, Section, SectionHeading, ShieldCheckIcon, SparkleIcon } from '@uwd/ui';
import { IconCards, type IconCard } from '../../components/IconCards';

const PILLARS: IconCard[] = [
  {
    icon: <MapPinIcon size={26} />,
    title: 'Locally Curated',
    text: 'Every vendor serves the Upstate. No national filler, just the people who know our venues, seasons and backroads.',
  },
  {
    icon: <ShieldCheckIcon size={26} />,
    title: 'Trusted Professionals',
    text: 'Listings are reviewed by our team before they go live, with verified badges and honest reviews from real couples.',
  },
  {
    icon: <SparkleIcon size={26} />,
    title: 'Everything in One Place',
    text: 'Compare venues, photographers, planners, caterers, music and florists side by side, then reach out directly.',
  },
];

export function PlanningPerfected() {
  return (
    <Section aria-labelledby="planning-title">
      <Container>
        <SectionHeading
          id="planning-title"
          eyebrow="Why couples start here"
          title="Planning, Perfected"
          lead="Wedding planning should feel like the fun part. We gather the Upstate's best wedding professionals so you can spend less time searching and more time celebrating."
        />
        <IconCards items={PILLARS} variant="centered" />
      </Container>
    </Section>
  );
}

export function Testimonial() {
  return (
    <Section aria-label="What couples say">
      <Container size="narrow">
        <figure className="testimonial">
          <HeartIcon size={28} className="testimonial__icon" />
          <blockquote className="testimonial__quote">
            <p>
              We found our venue in Travelers Rest, our photographer and our florist in a single evening. Every vendor
              we met through the directory was as lovely as their photos, and our day was everything we hoped for.
            </p>
          </blockquote>
          <figcaption className="testimonial__author">
            <span className="testimonial__name">Emily &amp; James</span>
            <span className="testimonial__meta">Married in the Blue Ridge foothills</span>
          </figcaption>
        </figure>
      </Container>
    </Section>
  );
}

export function VendorCallToAction() {
  return (
    <Section className="vendor-cta" aria-labelledby="vendor-cta-title">
      <Container>
        <div className="vendor-cta__panel">
          <div className="vendor-cta__intro">
            <p className="eyebrow eyebrow--light">For wedding professionals</p>
            <h2 id="vendor-cta-title">Grow your wedding business in the Upstate</h2>
            <p>
              Reach couples who are planning right now. A standard listing is always complimentary, and paid plans put
              you at the top of your category.
            </p>
          </div>
          <div className="vendor-cta__cards">
            <div className="vendor-cta__card">
              <h3>New to the directory?</h3>
              <p>
                Tell us about your business. Applications are reviewed within{' '}
                <span className="nowrap">3-5 business days</span>.
              </p>
              <ButtonLink to="/apply" variant="light" block>
                Apply to List Your Business
              </ButtonLink>
            </div>
            <div className="vendor-cta__card">
              <h3>Already listed?</h3>
              <p>Claim your listing to update your photos, details and pricing yourself.</p>
              <ButtonLink to="/claim-listing" variant="outline" className="btn--on-dark" block>
                Claim Your Listing
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </Section>
  );
}
