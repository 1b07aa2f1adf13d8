/**
 * The vendor's own change of plan (issue 37 §2): POST /api/upgrades runs it on the processor at once, and
 * GET /api/vendors/{id}/plan-change?tier= tells the page beforehand what it will do (the trial's end, or the
 * amount charged now, prorated for an upgrade) and which card is on file.
 */
import { z } from 'zod';
import { emailField, oneLine, requiredText } from '../shared/text-fields.ts';
import { UPGRADE_TIERS } from '../subscriptions/upgrade-request.ts';
import { cardOnFileSchema, cardSetupSchema } from './billing-api.ts';

/**
 * The upgrade form's body: SPEC.md §5's business name and email, the tier, and the card — the one on file
 * (`useCardOnFile`), a SetupIntent confirmed in Stripe's own fields (`setupIntentId`, stripe), or SPEC's card
 * fields (`creditCard`, the local test processor only; checked by the route with the form's messages).
 */
export const planChangeBodySchema = z.object({
  businessName: oneLine('Business name', requiredText('Business name is required', 200)),
  email: emailField(),
  subscriptionTier: z.preprocess((v) => v ?? 'featured', z.enum(UPGRADE_TIERS, 'Please choose Featured or Premier')),
  useCardOnFile: z.boolean().optional(),
  setupIntentId: z.string().min(1).max(255).optional(),
  creditCard: z.unknown().optional(),
  vendorId: z.string().max(64).optional(),
  slug: z.string().max(191).optional(),
});
export type PlanChangeBody = z.output<typeof planChangeBodySchema>;

export const planPreviewQuerySchema = z.object({ tier: z.enum(UPGRADE_TIERS, 'Please choose Featured or Premier') });

const date = z.string();

/** GET /api/vendors/{id}/plan-change?tier=…: what confirming would do. */
export const planPreviewSchema = z.object({
  success: z.literal(true),
  tier: z.enum(UPGRADE_TIERS),
  /** 'start': a new plan from the free tier; 'change': the running plan changes tier. */
  kind: z.enum(['start', 'change']),
  /** 'now', or 'period_end' (a downgrade waits for the end of the paid period). */
  effective: z.enum(['now', 'period_end']),
  /** When the change takes effect. */
  effectiveAt: date,
  /** The free trial's end for a first plan; null otherwise. */
  trialEndsAt: date.nullable(),
  /** Charged at once when confirmed: a restart's first month, or an upgrade's prorated difference (cents). */
  amountDueNowCents: z.number().int(),
  /** The monthly price of the new tier once it applies (cents). */
  monthlyCents: z.number().int(),
  /** The card that will be used unless another is entered. */
  card: cardOnFileSchema.nullable(),
  /** How a new card is entered: Stripe's own fields (a SetupIntent), or SPEC's card fields (the local test processor). */
  processor: z.enum(['stripe', 'local']),
});
export type PlanPreviewDto = z.infer<typeof planPreviewSchema>;

/** POST /api/upgrades: the plan as it now is. */
export const planChangedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  tier: z.enum(UPGRADE_TIERS),
  effective: z.enum(['now', 'period_end']),
  effectiveAt: date,
  trialEndsAt: date.nullable(),
  amountChargedCents: z.number().int(),
  card: cardOnFileSchema,
});
export type PlanChangedDto = z.infer<typeof planChangedSchema>;

/** A paid plan asked for without a card, when none is on file. */
export const CARD_NEEDED_MESSAGE = 'Please enter a card for your plan.';
/** Card fields sent while Stripe's own fields take the card (stripe mode). */
export const SECURE_CARD_FORM_MESSAGE = 'Please enter your card in the secure card form';

/**
 * POST /api/applications/card-setup: the applicant's email (the form asks it before the payment block) and
 * business name so far, for the processor's customer.
 */
export const applicationCardSetupBodySchema = z.object({ email: emailField(), businessName: z.string().max(200).optional().catch(undefined) });

/** Its answer: how the card is entered, and (stripe) the token binding the customer to the application. */
export const applicationCardSetupSchema = z.object({ success: z.literal(true), setup: cardSetupSchema.shape.setup, cardToken: z.string().nullable() });
export type ApplicationCardSetupDto = z.infer<typeof applicationCardSetupSchema>;

/**
 * GET /api/applications/card-setup: how /apply takes a paid plan's card, known before the applicant types an
 * email (no customer is made): Stripe's own fields (the setup is asked once the email is given), or SPEC's
 * card fields (the local test processor).
 */
export const applicationCardEntrySchema = z.object({ success: z.literal(true), processor: z.enum(['stripe', 'local']) });
export type ApplicationCardEntryDto = z.infer<typeof applicationCardEntrySchema>;
