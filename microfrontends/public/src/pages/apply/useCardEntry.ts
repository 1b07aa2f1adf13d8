import { useCallback, useEffect, useRef, useState } from 'react';
import { beginApplicationCardSetup, getApplicationCardEntry, isApiError, requestFailureMessage, type ApplicationCardSetup } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { emailField } from '@domain/shared/text-fields';

/** The card setup could not be started (not a 429: that one says when to try again). */
export const CARD_FORM_FAILED = 'The card form could not be opened. Please check your connection and try again.';

export type StripeCardSetup = { setup: Extract<ApplicationCardSetup['setup'], { kind: 'stripe' }>; cardToken: string };

/** Where Stripe mode's card setup stands: not asked yet (no valid email), asked, ready, or refused. */
export type SetupState = { status: 'waiting' } | { status: 'loading' } | { status: 'ready'; value: StripeCardSetup } | { status: 'error'; message: string };

const isEmail = (email: string) => emailField().safeParse(email).success;

/**
 * How /apply takes a paid plan's card (issue 37 §1, §5). The page asks once, as it opens, whether the
 * processor takes SPEC.md's card fields ('local') or Stripe's own field ('stripe'; no customer is made by
 * asking). In stripe mode the card setup — the processor's customer and a SetupIntent, rate-limited per
 * address — is asked for once the payment block shows and the applicant has left the email field with a
 * valid address (`commitEmail`), never per keystroke, and kept for the visit: a card Stripe refuses is
 * confirmed again on the same SetupIntent. `renew()` drops it after our API refused the card (the server
 * then removed that customer), so the next one is asked for.
 */
export function useCardEntry(paid: boolean, email: string) {
  const entry = useResource('apply-card-entry', (signal) => getApplicationCardEntry({ signal }));
  const processor = entry.state.status === 'ready' ? entry.state.data : null;
  const [committedEmail, setCommittedEmail] = useState('');
  /** The answer to the setup of attempt `attempt` (a renewal starts the next attempt). */
  const [result, setResult] = useState<{ attempt: number; state: SetupState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);

  // Asked once the block shows with a committed valid email; a later edit of the email does not ask again.
  const wanted = paid && processor === 'stripe' && isEmail(committedEmail);
  useEffect(() => {
    if (!wanted || asked.current === attempt) return;
    asked.current = attempt;
    const settle = (state: SetupState) => setResult({ attempt, state });
    beginApplicationCardSetup({ email: committedEmail.trim() }).then(
      ({ setup: s, cardToken }) => settle(s.kind === 'stripe' && cardToken ? { status: 'ready', value: { setup: s, cardToken } } : { status: 'error', message: CARD_FORM_FAILED }),
      (error: unknown) => settle({ status: 'error', message: isApiError(error) && error.status === 429 ? requestFailureMessage(error, CARD_FORM_FAILED) : CARD_FORM_FAILED }),
    );
  }, [wanted, attempt, committedEmail]);

  const setup: SetupState = result?.attempt === attempt ? result.state : wanted ? { status: 'loading' } : { status: 'waiting' };

  /** The applicant left the email field: its value is the customer's email, when valid. */
  const commitEmail = useCallback(() => setCommittedEmail(email), [email]);
  /** Ask for a setup again (after an error, or once the API refused the card and its customer is gone). */
  const renew = useCallback(() => setAttempt((n) => n + 1), []);

  return { processor, entryFailed: entry.state.status === 'error', retryEntry: entry.retry, setup, commitEmail, renew, emailCommitted: isEmail(committedEmail) };
}
