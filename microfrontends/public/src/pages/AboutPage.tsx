import { ButtonLink, Container, HeartIcon, MapPinIcon, Section, SectionHeading, ShieldCheckIcon, usePageTitle } from '@uwd/ui';
import { IconCards, type IconCard } from '../components/IconCards';
import { FOUNDER } from './founder';
import './static-pages.css';
import './AboutPage.css';

const VALUES: IconCard[] = [
  {
    title: 'Locally Curated',
    icon: <MapPinIcon size={26} />,
    text: 'Every vendor here serves the Upstate, from Greenville and Spartanburg to Clemson, Anderson and the mountain towns in between. No national filler, just the people who know our venues, seasons and backroads.',
  },
  {
    title: 'Quality First',
    icon: <ShieldCheckIcon size={26} />,
    text: 'Each listing is reviewed by our team before it goes live. Verified badges and reviews from real couples help you choose with confidence, and we would recommend every vendor to our own families.',
  },
  {
    title: 'Community Focused',
    icon: <HeartIcon size={26} />,
    text: 'Most of our vendors are small, family-run businesses. When you book through the directory, you support the photographers, florists, cooks and musicians who make the Upstate feel like home.',
  },
];

export function AboutPage() {
  usePageTitle('About Us: For the Love of the Upstate');
  return (
    <div className="about-page">
      <header className="static-hero static-hero--center about-hero">
        <Container>
          <p className="eyebrow eyebrow--light">About Us</p>
          <h1 id="about-letter-title" className="static-hero__title">
            For the Love of the Upstate
          </h1>
          <p className="static-hero__lead">A letter from our founder.</p>
        </Container>
      </header>

      <Container size="narrow" className="about-letter-wrap">
        <article className="about-letter" aria-labelledby="about-letter-title" data-testid="founder-letter">
          <p className="about-letter__greeting">Dear friends,</p>
          <p>
            I grew up chasing waterfalls along the Cherokee Foothills Scenic Highway and spending Saturday mornings at the
            farmers market on Main Street in Greenville. When my sister got engaged, we set out to plan her wedding right
            here at home, and I learned how hard it was to find the right people. The best vendors lived in word of
            mouth, old social posts and national sites that could not tell Travelers Rest from Tryon.
          </p>
          <p>
            So I built the place I wished we had: one directory of the venues, photographers, planners, caterers,
            florists and musicians who truly know the Upstate. They know how the light falls on Table Rock in October,
            which barns outside Pickens need a rain plan, and how to get two hundred guests up a mountain road on time.
          </p>
          <p>
            Every vendor you find here has been reviewed by a person, not an algorithm. We read every review, we meet
            many of our vendors face to face, and we only list businesses we would happily send our own families to.
          </p>
          <p>
            Whether you are planning an intimate ceremony on Lake Keowee or a ballroom celebration in Spartanburg, I hope
            this directory makes the planning a little easier and a lot more joyful. Welcome home.
          </p>
          <footer className="about-letter__signature">
            <p className="about-letter__closing">With love from Greenville,</p>
            <p className="about-letter__name">{FOUNDER.name}</p>
            <p className="about-letter__role">{FOUNDER.role}</p>
          </footer>
        </article>
      </Container>

      <Section aria-labelledby="about-values-title" className="about-values">
        <Container>
          <SectionHeading id="about-values-title" eyebrow="What we stand for" title="Our Values" />
          <IconCards items={VALUES} variant="stacked" testId="value-cards" />
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="about-next-title" className="about-next">
        <Container size="narrow" className="text-center">
          <h2 id="about-next-title">Start planning with people who love it here</h2>
          <p className="about-next__lead">
            Browse the directory, or if you are a wedding professional in the Upstate, come and join us.
          </p>
          <div className="button-row button-row--center">
            <ButtonLink to="/vendors" size="lg">
              Browse Vendors
            </ButtonLink>
            <ButtonLink to="/partner" variant="outline" size="lg">
              For Wedding Professionals
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </div>
  );
}
