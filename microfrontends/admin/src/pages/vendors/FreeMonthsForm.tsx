import { useId, useState, type KeyboardEvent } from 'react';
import { callRoute } from '@uwd/api-client';
import { Alert, Button, SelectField, TextField } from '@uwd/ui';
import { FREE_MONTHS_MAX, FREE_MONTHS_REASON_MAX, freeMonthsBodySchema, grantFreeMonthsRoute } from '@domain/billing/admin-billing-api';
import { apiMessage } from './vendor-labels';

export const GRANT_FAILED = 'Failed to give the free months. Please try again.';

type Note = { tone: 'success' | 'error'; text: string };

/** The API's field messages of a refused grant, if any. */
const fieldsOf = (error: unknown): Record<string, string> => (error as { apiError?: { fields?: Record<string, string> } } | null)?.apiError?.fields ?? {};

/**
 * 'Free months' in the vendor's edit modal (issue 37 §7): 1–12 months and a one-line reason, given on the
 * processor (a coupon) and shown on the vendor's Billing tab; the owner is emailed. Not a <form> of its own:
 * it sits inside the modal's form, so Enter in the reason gives the months instead of saving the listing.
 */
export function FreeMonthsForm({ vendorId, disabled }: { vendorId: string; disabled?: boolean }) {
  const id = useId();
  const [months, setMonths] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const grant = async () => {
    if (busy) return;
    setNote(null);
    const parsed = freeMonthsBodySchema.safeParse({ months, reason });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await callRoute(grantFreeMonthsRoute, { params: { id: vendorId }, body: parsed.data });
      setNote({ tone: 'success', text: answer.message });
      setReason('');
    } catch (error) {
      const fields = fieldsOf(error);
      if (Object.keys(fields).length) setErrors(fields);
      else setNote({ tone: 'error', text: apiMessage(error) ?? GRANT_FAILED });
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void grant();
  };

  return (
    <div className="avm-free-months" role="group" aria-labelledby={`${id}-title`} data-testid="free-months">
      <h4 id={`${id}-title`} className="avm-free-months__title">
        Free months
      </h4>
      <p className="avm-free-months__hint">Nothing is charged for these months; the vendor sees them and the reason on its Billing tab and is emailed.</p>
      <div className="avm-free-months__fields">
        <SelectField id={`${id}-months`} label="Months" value={months} error={errors.months} onChange={(e) => setMonths(e.target.value)} disabled={busy || disabled}>
          {Array.from({ length: FREE_MONTHS_MAX }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'month' : 'months'}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-reason`}
          label="Reason"
          value={reason}
          error={errors.reason}
          onChange={(e) => setReason(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={FREE_MONTHS_REASON_MAX}
          required
          autoComplete="off"
          disabled={busy || disabled}
        />
      </div>
      <Button variant="outline" size="sm" onClick={() => void grant()} loading={busy} disabled={busy || disabled}>
        Give free months
      </Button>
      {note && (
        <Alert tone={note.tone} className="avm-plan-note">
          {note.text}
        </Alert>
      )}
    </div>
  );
}
