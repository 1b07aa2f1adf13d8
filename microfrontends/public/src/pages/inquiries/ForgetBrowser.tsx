import { useState } from 'react';
import { callRoute, requestFailureMessage } from '@uwd/api-client';
import { Button } from '@uwd/ui';
import { forgetBrowserRoute } from '@domain/inquiries/inquiry-api';
import { readRememberedBrowser, rememberedBrowserHeaders, storeRememberedBrowser } from './remembered-browser';

const FORGET_FAILED = 'We could not forget this browser just now. Please try again.';

/**
 * 'Forget this browser': a remembered browser sends later messages without the confirmation email; on a
 * shared computer the couple can stop that (the server revokes the token, this browser drops it).
 */
export function ForgetBrowser() {
  const [remembered, setRemembered] = useState(() => readRememberedBrowser() !== null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  if (!remembered && !note) return null;

  const forget = async () => {
    setBusy(true);
    try {
      const answer = await callRoute(forgetBrowserRoute, { headers: rememberedBrowserHeaders() ?? {} });
      storeRememberedBrowser(null);
      setRemembered(false);
      setNote({ tone: 'done', text: answer.message });
    } catch (error) {
      setNote({ tone: 'error', text: requestFailureMessage(error, FORGET_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="forget-browser" aria-label="This browser" data-testid="forget-browser">
      {remembered && (
        <>
          <p className="forget-browser__text">This browser is remembered: your next messages go straight to vendors, without a confirmation email.</p>
          <Button variant="ghost" size="sm" onClick={forget} loading={busy}>
            Forget this browser
          </Button>
        </>
      )}
      <p className={note?.tone === 'error' ? 'forget-browser__error' : 'forget-browser__done'} role="status">
        {note?.text}
      </p>
    </aside>
  );
}
