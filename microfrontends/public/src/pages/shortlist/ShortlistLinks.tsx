import { useId, useRef, useState, type FormEvent } from 'react';
import { callRoute, isApiError, requestFailureMessage } from '@uwd/api-client';
import { Alert, Button, TextField } from '@uwd/ui';
import { useShortlist } from '@uwd/ui/shortlist';
import {
  COPY_LINK,
  EMAIL_MY_SHORTLIST,
  LINK_COPIED,
  SEND_SHORTLIST_LINK,
  SHARE_WITH_PARTNER,
  SHORTLIST_LINK_DAYS,
  STOP_EMAILED_LINK,
  STOP_SHARING,
} from '@domain/couples/shortlist-link';
import { emailShortlistRoute, shareShortlistRoute, stopShortlistLinkRoute } from '@domain/couples/shortlist-link-api';
import { readMadeLinks, writeMadeLinks, type MadeLinks } from './made-links';
import './shortlist-links.css';

export const SHORTLIST_LINKS_HEADING = 'Keep it on another device, or share it';
const LINK_FAILED = 'That did not work just now. Please try again.';
const COPY_BY_HAND = 'Select the link and copy it.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

type Busy = 'email' | 'share' | 'stop-share' | 'stop-emailed' | null;

/**
 * The shortlist's two links (issue 39 §1): 'Email me my shortlist' (the couple types an email; the link in it
 * opens and keeps the list in another browser) and 'Share with my partner' (a read-only link to copy). This
 * browser keeps each link's stop key (made-links.ts), so 'Stop sharing' works from here only.
 */
export function ShortlistLinks() {
  const saved = useShortlist();
  const [links, setLinks] = useState<MadeLinks>(() => readMadeLinks());
  const [emailOpen, setEmailOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const shareInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const formId = `${ids}-email`;
  const shareUrlId = `${ids}-share-url`;

  if (saved.length === 0 && !links.share && links.emailed.length === 0) return null;

  const keep = (next: MadeLinks) => {
    writeMadeLinks(next);
    setLinks(next);
  };

  /** Runs one request at a time; a refusal's words (429, a field) are shown, anything else a plain retry. */
  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(what);
    setFailure(null);
    setNotice('');
    try {
      await work();
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.apiError?.fields : undefined;
      if (fields?.email) {
        setEmailError(fields.email);
        emailInput.current?.focus();
      } else {
        setFailure(fields?.vendorIds ?? (isApiError(error) && error.status === 404 ? (error.apiError?.message ?? LINK_FAILED) : requestFailureMessage(error, LINK_FAILED)));
      }
    } finally {
      setBusy(null);
    }
  };

  const vendorIds = saved.map((v) => v.id);

  const sendEmail = (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    void run('email', async () => {
      const answer = await callRoute(emailShortlistRoute, { body: { email, vendorIds } });
      keep({ ...links, emailed: [...links.emailed, answer.link] });
      setEmail('');
      setEmailOpen(false);
      setNotice(answer.message);
    });
  };

  const share = () =>
    run('share', async () => {
      const answer = await callRoute(shareShortlistRoute, { body: { vendorIds } });
      keep({ ...links, share: answer.link });
      setNotice(answer.message);
    });

  const stopShare = () =>
    run('stop-share', async () => {
      if (!links.share) return;
      const answer = await callRoute(stopShortlistLinkRoute, { body: { key: links.share.key } });
      keep({ ...links, share: null });
      setNotice(answer.message);
    });

  const stopEmailed = () =>
    run('stop-emailed', async () => {
      let message = '';
      for (const link of links.emailed) {
        try {
          message = (await callRoute(stopShortlistLinkRoute, { body: { key: link.key } })).message;
        } catch (error) {
          // A link the server no longer knows is as good as stopped.
          if (!isApiError(error) || error.status !== 404) throw error;
        }
      }
      keep({ ...links, emailed: [] });
      setNotice(message || 'The emailed link is turned off.');
    });

  const copy = async () => {
    if (!links.share?.url) return;
    try {
      await navigator.clipboard.writeText(links.share.url);
      setNotice(LINK_COPIED);
    } catch {
      shareInput.current?.select();
      setNotice(COPY_BY_HAND);
    }
  };

  return (
    <section className="shortlist-links" aria-labelledby={`${ids}-title`} data-testid="shortlist-links">
      <h2 id={`${ids}-title`} className="shortlist-links__title">
        {SHORTLIST_LINKS_HEADING}
      </h2>
      <p className="shortlist-links__lead">No account needed. Links work for {SHORTLIST_LINK_DAYS} days and hold the vendors saved when you make them.</p>

      {saved.length > 0 && (
        <div className="shortlist-links__actions">
          <Button
            variant="outline"
            aria-expanded={emailOpen}
            aria-controls={emailOpen ? formId : undefined}
            onClick={() => {
              setEmailOpen((open) => !open);
              setEmailError(null);
            }}
          >
            {EMAIL_MY_SHORTLIST}
          </Button>
          {!links.share && (
            <Button variant="outline" onClick={() => void share()} disabled={busy === 'share'}>
              {SHARE_WITH_PARTNER}
            </Button>
          )}
        </div>
      )}

      {emailOpen && saved.length > 0 && (
        <form id={formId} className="shortlist-links__form" onSubmit={sendEmail} noValidate aria-label={EMAIL_MY_SHORTLIST}>
          <TextField
            ref={emailInput}
            label="Your email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={emailError}
            hint={`We email you a link that opens your ${plural(saved.length, 'saved vendor')} on another phone or computer. We do not keep your address.`}
            autoFocus
          />
          <Button type="submit" disabled={busy === 'email'}>
            {busy === 'email' ? 'Sending…' : SEND_SHORTLIST_LINK}
          </Button>
        </form>
      )}

      {links.share?.url && (
        <div className="shortlist-links__share">
          <label htmlFor={shareUrlId} className="shortlist-links__label">
            Link for your partner
          </label>
          <div className="shortlist-links__copy">
            <input ref={shareInput} id={shareUrlId} className="field__input shortlist-links__url" readOnly value={links.share.url} onFocus={(e) => e.currentTarget.select()} />
            <Button onClick={() => void copy()}>{COPY_LINK}</Button>
          </div>
          <p className="shortlist-links__note">
            Read-only: it shows the {plural(links.share.vendorCount, 'vendor')} you had saved when you made it, until {dayOf(links.share.expiresAt)}. Nobody can change your list
            with it.
          </p>
          <Button variant="ghost" size="sm" onClick={() => void stopShare()} disabled={busy === 'stop-share'}>
            {STOP_SHARING}
          </Button>
        </div>
      )}

      {links.emailed.length > 0 && (
        <div className="shortlist-links__emailed">
          <p className="shortlist-links__note">
            {links.emailed.length === 1 ? 'You emailed a link to your shortlist from this browser.' : `You emailed ${links.emailed.length} links to your shortlist from this browser.`}
          </p>
          <Button variant="ghost" size="sm" onClick={() => void stopEmailed()} disabled={busy === 'stop-emailed'}>
            {links.emailed.length === 1 ? STOP_EMAILED_LINK : 'Turn off the emailed links'}
          </Button>
        </div>
      )}

      {failure && <Alert tone="error">{failure}</Alert>}
      <p className="shortlist-links__status" role="status">
        {notice}
      </p>
    </section>
  );
}
