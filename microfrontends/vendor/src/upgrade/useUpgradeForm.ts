import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitUpgrade } from '@uwd/api-client';
import { CardEntryError, type ConfirmCard } from './StripeCardField';
import { UPGRADE_FIELD_ORDER, UPGRADE_SUCCESS_MESSAGE, upgradeRequestSchema, type UpgradeTier } from '@domain/subscriptions/upgrade-request';

/** Stripe's card field has not loaded yet. */
export const STRIPE_NOT_READY = 'The secure card form is still loading. Please try again in a moment.';

/** SPEC §8 'Upgrade'. */
export const UPGRADE_FAILED = 'Upgrade failed';
export const UPGRADE_NETWORK_FAILED = 'Failed to submit upgrade request. Please try again.';

export type UpgradeField = (typeof UPGRADE_FIELD_ORDER)[number];
type Values = Record<UpgradeField, string>;
type Errors = Partial<Record<string, string>>;
type FieldPath = UpgradeField;

const fieldId = (path: string) => `upgrade-${path.replace('.', '-')}`;

/**
 * The upgrade form's state: the values (prefilled with the listing's name and email), the shared schema's
 * messages (the first invalid field scrolled to and focused), and the submit: thanks and the public listing
 * on success, the server's 400 fields, a 429's wait or the failure in an alert.
 */
export function useUpgradeForm({
  vendorId,
  slug,
  vendorName,
  email,
  tier,
  cardOnFile = false,
  stripeCard = null,
}: {
  vendorId: string;
  slug: string | null;
  vendorName: string;
  email: string;
  tier: UpgradeTier;
  /** Pay with the card on file ('Use Visa •••• 4242'): no card fields are asked or sent. */
  cardOnFile?: boolean;
  /** Stripe mode: the new card is confirmed in Stripe's own field (no card fields here); null while it loads. */
  stripeCard?: { confirm: ConfirmCard | null } | null;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({
    businessName: vendorName,
    email,
    'creditCard.cardholderName': '',
    'creditCard.cardNumber': '',
    'creditCard.expiryDate': '',
    'creditCard.cvv': '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ path: string; seq: number } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const el = document.getElementById(fieldId(focusRequest.path));
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    el.focus({ preventScroll: true });
  }, [focusRequest]);

  const set = (path: FieldPath, value: string) => {
    setValues((v) => ({ ...v, [path]: value }));
    // SPEC §5: editing a field clears its error.
    // A card the processor refused is told on the payment block; editing the card clears that too.
    const cleared = path.startsWith('creditCard.') ? [path, 'creditCard'] : [path];
    setErrors((e) => (cleared.some((k) => e[k]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !cleared.includes(k))) : e));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = UPGRADE_FIELD_ORDER.find((p) => next[p]);
    if (first) setFocusRequest((r) => ({ path: first, seq: (r?.seq ?? 0) + 1 }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const card = {
      cardholderName: values['creditCard.cardholderName'],
      cardNumber: values['creditCard.cardNumber'],
      expiryDate: values['creditCard.expiryDate'],
      cvv: values['creditCard.cvv'],
    };
    const noCardFields = cardOnFile || stripeCard !== null;
    const body = { businessName: values.businessName, email: values.email, subscriptionTier: tier, ...(noCardFields ? {} : { creditCard: card }), vendorId, ...(slug ? { slug } : {}) };
    const full = upgradeRequestSchema().safeParse(body);
    const parsed = noCardFields ? upgradeRequestSchema().omit({ creditCard: true }).safeParse(body) : full;
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.');
        if (!next[key]) next[key] = issue.message;
      }
      showErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { businessName, email: mail, vendorId: id, slug: slugSent } = parsed.data;
      const creditCard = !noCardFields && full.success ? full.data.creditCard : undefined;
      let setupIntentId: string | undefined;
      if (!cardOnFile && stripeCard) {
        // Stripe's field confirms the card in the browser; a refusal is told on the payment block.
        try {
          if (!stripeCard.confirm) throw new CardEntryError(STRIPE_NOT_READY);
          setupIntentId = await stripeCard.confirm();
        } catch (error) {
          setErrors({ creditCard: error instanceof CardEntryError ? error.message : UPGRADE_FAILED });
          return;
        }
      }
      await submitUpgrade({
        businessName,
        email: mail,
        subscriptionTier: tier,
        ...(creditCard ? { creditCard } : setupIntentId ? { setupIntentId } : { useCardOnFile: true }),
        ...(id ? { vendorId: id } : {}),
        ...(slugSent ? { slug: slugSent } : {}),
      });
      window.alert(UPGRADE_SUCCESS_MESSAGE);
      navigate(slug ? `/vendors/${encodeURIComponent(slug)}` : '/');
    } catch (error) {
      if (isApiError(error)) {
        const fields = error.status === 400 ? error.apiError?.fields : undefined;
        if (fields && Object.keys(fields).length > 0) showErrors(fields);
        window.alert(error.status === 429 ? requestFailureMessage(error, UPGRADE_FAILED) : error.apiError?.message || UPGRADE_FAILED);
      } else {
        window.alert(UPGRADE_NETWORK_FAILED);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const bind = (path: FieldPath) => ({
    id: fieldId(path),
    value: values[path],
    error: errors[path],
  });

  return { values, errors, submitting, set, bind, onSubmit };
}
