import { type ReactNode } from 'react';
import { LockIcon, MapPinIcon, SearchIcon } from '@uwd/ui';
import type { IconCard } from '../../components/IconCards';
import { REMINDER_DAYS_BEFORE_FIRST_PAYMENT, TIER_PLANS, TRIAL_MONTHS, type Tier } from '@domain/subscriptions/tiers';
// The partner page's content: the plans, the benefits and the questions (prices from domain/subscriptions).

/** 2900 → '$29'. */
export const dollars = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export const FREE = TIER_PLANS.free;
const FEATURED = TIER_PLANS.featured;
const PREMIER = TIER_PLANS.premier;

export interface PlanCard {
  tier: Tier;
  tagline: string;
  features: string[];
  cta: string;
  highlight?: string;
}

export const PLANS: PlanCard[] = [
  {
    tier: 'free',
    tagline: 'A place in the directory, always complimentary.',
    features: [`Photo gallery up to ${FREE.photoLimit} photos`, 'Basic directory listing', 'Contact form'],
    cta: 'Get Listed Free',
  },
  {
    tier: 'featured',
    tagline: 'Stand out at the top of your category.',
    features: [
      'Top-of-category placement',
      'Featured Vendor badge',
      `Photo gallery up to ${FEATURED.photoLimit} photos`,
      'Wedding Journal feature',
    ],
    cta: 'Start Free Trial',
    highlight: 'Most popular',
  },
  {
    tier: 'premier',
    tagline: 'Maximum visibility across the whole site.',
    features: [
      'Homepage feature placement',
      'Guaranteed social media spotlight',
      'All Featured benefits',
      'Dedicated ad spend',
      'Premier Partner badge',
    ],
    cta: 'Become a Premier Partner',
  },
];

export const BENEFITS: IconCard[] = [
  {
    title: 'Top Search Ranking',
    icon: <SearchIcon size={26} />,
    text: 'Featured and Premier partners appear first in their category and in search results, exactly where couples start looking.',
  },
  {
    title: 'Local Couples',
    icon: <MapPinIcon size={26} />,
    text: 'Every visitor is planning a wedding in Upstate South Carolina. No national noise, no leads from three states away.',
  },
  {
    title: 'No Lock-In',
    icon: <LockIcon size={26} />,
    text: 'Monthly billing and no contracts. Cancel any time and your listing simply returns to the free Standard tier.',
  },
];

export const FAQ: Array<{ q: string; a: ReactNode }> = [
  {
    q: 'Why do you need a card for a paid plan?',
    a: (
      <p>
        A card on file lets your Featured or Premier listing carry on without interruption when the trial ends. It is
        not charged during the {TRIAL_MONTHS}-month free trial, and we never keep your full card number.
      </p>
    ),
  },
  {
    q: 'What happens after the free trial?',
    a: (
      <p>
        After {TRIAL_MONTHS} months your plan moves to its introductory price, locked for your first year:{' '}
        {dollars(FEATURED.introMonthlyCents)}/month for Featured (normally {dollars(FEATURED.regularMonthlyCents)}/mo) or{' '}
        {dollars(PREMIER.introMonthlyCents)}/month for Premier (normally {dollars(PREMIER.regularMonthlyCents)}/mo).
        Billing is monthly.
      </p>
    ),
  },
  {
    q: 'Will I get a reminder before I am charged?',
    a: (
      <p>
        Yes. We send a reminder email {REMINDER_DAYS_BEFORE_FIRST_PAYMENT} days before your first payment, so there are
        never any surprises.
      </p>
    ),
  },
  {
    q: 'Can I cancel at any time?',
    a: (
      <p>
        Yes. There are no contracts: cancel whenever you like. If you cancel a paid plan, your listing reverts to the
        free Standard tier and stays in the directory. You can also upgrade from Featured to Premier at any time from
        your dashboard.
      </p>
    ),
  },
  {
    q: 'Is the free listing really free?',
    a: (
      <p>
        Yes. The {FREE.name} is always complimentary: a basic directory listing, a photo gallery of up to{' '}
        {FREE.photoLimit} photos and a contact form. No card is needed.
      </p>
    ),
  },
];
