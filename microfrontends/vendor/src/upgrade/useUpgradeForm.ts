import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitUpgrade } from '@uwd/api-client';
import { UPGRADE_FIELD_ORDER, UPGRADE_SUCCESS_MESSAGE, upgradeRequestSchema, type UpgradeTier } from '@domain/subscriptions/upgrade-request';

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
}: {
  vendorId: string;
  slug: string | null;
  vendorName: string;
  email: string;
  tier: UpgradeTier;
  /** Pay with the card on file ('Use Visa •••• 4242'): no card fields are asked or sent. */
  cardOnFile?: boolean;
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
    const body = { businessName: values.businessName, email: values.email, subscriptionTier: tier, ...(cardOnFile ? {} : { creditCard: card }), vendorId, ...(slug ? { slug } : {}) };
    const full = upgradeRequestSchema().safeParse(body);
    const parsed = cardOnFile ? upgradeRequestSchema().omit({ creditCard: true }).safeParse(body) : full;
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
      const creditCard = !cardOnFile && full.success ? full.data.creditCard : undefined;
      await submitUpgrade({
        businessName,
        email: mail,
        subscriptionTier: tier,
        ...(creditCard ? { creditCard } : { useCardOnFile: true }),
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
