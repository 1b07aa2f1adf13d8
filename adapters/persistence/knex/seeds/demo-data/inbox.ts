import type { CategorySlug } from '../../../../../domain/categories/category.ts';
import type { Tier } from '../../../../../domain/subscriptions/tiers.ts';
import type { PriceRange } from './vendors.ts';

/** A little admin work waiting on first start: pending applications and contact messages. */

export interface DemoApplication {
  businessName: string;
  category: CategorySlug;
  subscriptionTier: Tier;
  ownerName: string;
  email: string;
  phone: string;
  description: string;
  website: string | null;
  instagram: string | null;
  city: string;
  county: string;
  zipCode: string;
  yearsInBusiness: number;
  isLicensed: boolean;
  isInsured: boolean;
  startingPrice: number | null;
  priceRange: PriceRange;
  additionalInfo: string | null;
  /** Card summary for paid tiers (never a full number). */
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** Days before the seed's "now". */
  daysAgo: number;
}

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    businessName: 'Blue Heron Pavilion',
    category: 'venues',
    subscriptionTier: 'featured',
    ownerName: 'Dana Whitlock',
    email: 'dana@blueheronpavilion.example',
    phone: '(864) 555-0181',
    description:
      'A covered lakeside pavilion and lawn on Lake Hartwell for ceremonies and receptions of up to 150 guests, with a catering prep kitchen and ample parking.',
    website: 'https://blueheronpavilion.example',
    instagram: 'https://www.instagram.com/blueheronpavilionsc',
    city: 'Anderson',
    county: 'Anderson County',
    zipCode: '29621',
    yearsInBusiness: 3,
    isLicensed: true,
    isInsured: true,
    startingPrice: 3200,
    priceRange: 'moderate',
    additionalInfo: 'We are booking 2027 dates now and would love to be included in the lake venues.',
    card: { brand: 'Visa', last4: '4417', expMonth: 8, expYear: 2029 },
    daysAgo: 2,
  },
  {
    businessName: 'Cedar & Vine Photography',
    category: 'photographers',
    subscriptionTier: 'free',
    ownerName: 'Luis Moreno',
    email: 'luis@cedarandvine.example',
    phone: '(864) 555-0182',
    description:
      'Documentary and bilingual wedding photography for couples across Greenville and Spartanburg counties.',
    website: 'https://cedarandvine.example',
    instagram: null,
    city: 'Greer',
    county: 'Greenville County',
    zipCode: '29650',
    yearsInBusiness: 5,
    isLicensed: true,
    isInsured: false,
    startingPrice: 2100,
    priceRange: 'moderate',
    additionalInfo: null,
    card: null,
    daysAgo: 5,
  },
];

export interface DemoContactMessage {
  type: 'GENERAL_INQUIRY' | 'CLAIM_REQUEST' | 'SUPPORT';
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  businessName: string | null;
  daysAgo: number;
}

export const DEMO_CONTACT_MESSAGES: readonly DemoContactMessage[] = [
  {
    type: 'GENERAL_INQUIRY',
    name: 'Rachel Kim',
    email: 'rachel.kim@example.com',
    phone: null,
    subject: 'Do you list officiants?',
    message:
      'Hi! We are getting married at a lake house near Seneca next October and are looking for an officiant. Do you plan to add officiants to the directory?',
    businessName: null,
    daysAgo: 1,
  },
  {
    type: 'CLAIM_REQUEST',
    name: 'Tom Harlan',
    email: 'tom@hemlockhollowmeadow.example',
    phone: '(864) 555-0183',
    subject: 'Claim Request for Hemlock Hollow Meadow',
    message:
      'I own Hemlock Hollow Meadow and would like to manage our listing, update our photos and add our 2027 pricing.',
    businessName: 'Hemlock Hollow Meadow',
    daysAgo: 3,
  },
];
