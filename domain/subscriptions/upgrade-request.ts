import { z } from 'zod';
import { cardSchema } from '../payments/card.ts';
import { emailField, oneLine, requiredText } from '../shared/text-fields.ts';

/** The paid tiers an upgrade can ask for (SPEC.md §2 'Upgrade': default featured). */
export const UPGRADE_TIERS = ['featured', 'premier'] as const;
export type UpgradeTier = (typeof UPGRADE_TIERS)[number];

/**
 * The upgrade form (SPEC.md §5 'Upgrade form'), for the page and POST /api/upgrades alike. The expiry is
 * checked for presence only, as the spec says; the card is reduced to a summary by the use case.
 */
export const upgradeRequestSchema = (now: () => Date = () => new Date()) =>
  z.object({
    businessName: oneLine('Business name', requiredText('Business name is required', 200)),
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

/** A second request while one waits for an admin (one pending request per listing). */
export const UPGRADE_ALREADY_PENDING = 'An upgrade request for this listing is already pending.';

/** How many upgrade requests one account may send (each emails the account and the admins). */
export const UPGRADE_REQUEST_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * GET /api/upgrades/check/{slug}: the tier in force (`currentTier`, as SPEC.md reads it), the request
 * waiting for an admin, and the running plan's dates (null on the free tier). Times are ISO strings.
 */
export const upgradeEligibilitySchema = z.object({
  success: z.literal(true),
  currentTier: z.enum(['free', 'featured', 'premier']),
  pendingUpgrade: z.object({ tier: z.enum(UPGRADE_TIERS), requestedAt: z.string() }).nullable(),
  subscription: z
    .object({
      status: z.enum(['trialing', 'active']),
      trialEndsAt: z.string().nullable(),
      currentPeriodEnd: z.string(),
      cancelAt: z.string().nullable(),
    })
    .nullable(),
});
export type UpgradeEligibility = z.infer<typeof upgradeEligibilitySchema>;

/** POST /api/vendors/{id}/subscription/cancel. */
export const planCancelledSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  tier: z.enum(UPGRADE_TIERS),
  endsAt: z.string(),
});
export type PlanCancelled = z.infer<typeof planCancelledSchema>;

/** POST /api/upgrades. */
export const upgradeReceivedSchema = z.object({ success: z.literal(true), message: z.string(), upgradeRequestId: z.string() });
export type UpgradeReceived = z.infer<typeof upgradeReceivedSchema>;
