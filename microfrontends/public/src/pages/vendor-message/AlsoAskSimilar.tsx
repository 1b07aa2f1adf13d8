import { useState } from 'react';
import { callRoute, isApiError, requestFailureMessage } from '@uwd/api-client';
import { Button, useResource } from '@uwd/ui';
import { formatPrice } from '@uwd/ui/format';
import type { CategorySlug } from '@domain/categories/category';
import { selectLabel } from '@domain/couples/shortlist-page';
import { submitInquiryBatchRoute } from '@domain/inquiries/inquiry-batch-api';
import { listNames } from '@domain/inquiries/inquiry-batch-words';
import { SIMILAR_VENDORS_WORDS as WORDS, similarQueryOf, similarVendorsRoute } from '@domain/listings/similar-vendors-api';
import { UNLISTED_FACT_LABELS } from '@domain/listings/unlisted-facts';
import { rememberedBrowserHeaders } from '../inquiries/remembered-browser';
import { INQUIRY_SEND_FAILED, type InquiryDetails } from '../inquiries/useInquiryForm';
import './also-ask-similar.css';

export interface AlsoAskSimilarProps {
  vendor: { _id: string; category: { name: string; slug: CategorySlug } };
  /** The inquiry just sent: its date, guests and budget choose the vendors offered, and the chosen get the same. */
  details: InquiryDetails;
  /** The form token the inquiry was sent with (null: none). */
  formToken: string | null;
}

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string } | { status: 'sent'; message: string; names: string[] };

/**
 * 'Also ask similar vendors' (issue 39 §4), on the single message's success screen: up to three vendors of the
 * same category and town, free on the date and fitting the guests and budget, in the published order
 * (GET /api/vendors/{id}/similar), each with a checkbox, none chosen. 'Send to selected' sends the chosen the
 * same details through the multi-send (POST /api/inquiries/batch: one inquiry each, the same spam rules and
 * limits, one confirmation email unless this browser is remembered). Nothing shows while they load, when
 * there are none, or when they could not be read: it is an offer, the message is already sent.
 */
export function AlsoAskSimilar({ vendor, details, formToken }: AlsoAskSimilarProps) {
  const query = similarQueryOf(vendor.category.slug, details);
  const { state } = useResource(`similar-vendors|${vendor._id}|${new URLSearchParams(query).toString()}`, (signal) =>
    callRoute(similarVendorsRoute, { params: { id: vendor._id }, query, signal }),
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  if (state.status !== 'ready' || state.data.vendors.length === 0) return null;
  const { vendors, unlisted } = state.data;
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const send = async () => {
    if (chosen.size === 0 || sending.status === 'sending') return;
    setSending({ status: 'sending' });
    try {
      const answer = await callRoute(submitInquiryBatchRoute, {
        body: { ...details, budgets: { [vendor.category.slug]: details.budget }, vendorIds: vendors.filter((v) => chosen.has(v._id)).map((v) => v._id), origin: 'similar', ...(formToken ? { formToken } : {}) },
        headers: rememberedBrowserHeaders(),
      });
      setSending({ status: 'sent', message: answer.message, names: answer.vendors.map((v) => v.name) });
    } catch (error) {
      // A field's message says what is wrong (the details were checked once already: rarely anything but a limit).
      const said = isApiError(error) ? (Object.values(error.apiError?.fields ?? {})[0] ?? error.apiError?.message) : undefined;
      setSending({ status: 'failed', message: requestFailureMessage(error, said || INQUIRY_SEND_FAILED) });
    }
  };

  return (
    <section className="also-ask" aria-labelledby="also-ask-title" data-testid="also-ask-similar">
      <h3 id="also-ask-title" className="also-ask__title">
        {WORDS.title}
      </h3>
      {sending.status === 'sent' ? (
        <div className="also-ask__done" role="status">
          <p className="also-ask__done-title">{sending.message}</p>
          <p className="also-ask__lead">{listNames(sending.names)}</p>
        </div>
      ) : (
        <>
          <p className="also-ask__lead">{WORDS.lead(vendor.category.name)}</p>
          <ul className="also-ask__list">
            {vendors.map((v) => (
              <li key={v._id}>
                <label className="also-ask__vendor">
                  <input type="checkbox" checked={chosen.has(v._id)} onChange={() => toggle(v._id)} aria-label={selectLabel(v.name)} />
                  <span className="also-ask__facts">
                    <span className="also-ask__name">
                      {v.name}
                      {v.isFeatured && <span className="also-ask__featured">{WORDS.featured}</span>}
                    </span>
                    <span className="also-ask__meta">
                      {v.location.formattedLocation} · {formatPrice(v.startingPrice)}
                      {v.reviewStats.totalReviews > 0 && ` · ${v.reviewStats.averageRating.toFixed(1)} (${v.reviewStats.totalReviews} reviews)`}
                    </span>
                    {(unlisted[v._id] ?? []).map((fact) => (
                      <span key={fact} className="also-ask__unlisted">
                        {UNLISTED_FACT_LABELS[fact]}
                      </span>
                    ))}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {sending.status === 'failed' && (
            <p className="also-ask__error" role="alert">
              {sending.message}
            </p>
          )}
          <Button variant="primary" onClick={send} disabled={chosen.size === 0} loading={sending.status === 'sending'}>
            {WORDS.send}
          </Button>
        </>
      )}
    </section>
  );
}
