import { z } from 'zod';
import { cardSchema } from '../payments/card.ts';
import { emailField, requiredText } from '../shared/text-fields.ts';

/** The paid tiers an upgrade can ask for (SPEC.md §2 'Upgrade': default featured). */
export const UPGRADE_TIERS = ['featured', 'premier'] as const;
export type UpgradeTier = (typeof UPGRADE_TIERS)[number];

/**
 * The upgrade form (SPEC.md §5 'Upgrade form'), for the page and POST /api/upgrades alike. The expiry is
 * checked for presence only, as the spec says; the card is reduced to a summary by the use case.
 */
export const upgradeRequestSchema = (now: () => Date = () => new Date()) =>
  z.object({
    businessName: requiredText('Business name is required', 200),
    email: emailField(),
    subscriptionTier: z.preprocess((v) => v ?? 'featured', z.enum(UPGRADE_TIERS, 'Please choose Featured or Premier')),
    creditCard: cardSchema(now, false),
    vendorId: z.string().max(64).optional(),
    slug: z.string().max(191).optional(),
  });

export type UpgradeRequestInput = z.output<ReturnType<typeof upgradeRequestSchema>>;

/** The order the form checks and focuses fields in. */
export const UPGRADE_FIELD_ORDER = ['businessName', 'email', 'creditCard.cardholderName', 'creditCard.cardNumber', 'creditCard.expiryDate', 'creditCard.cvv'] as const;

export const UPGRADE_SUCCESS_MESSAGE =
  "Thank you so much! The upgrade will take effect within the next few days. Your Featured/Premier tier starts then with a 3-month free trial. We'll send a reminder email 7 days before your first payment.";
