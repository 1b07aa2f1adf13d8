import { Link, useParams } from 'react-router-dom';
import { useAuthStore } from '@uwd/auth-store';
import { getReceipt, isApiError } from '@uwd/api-client';
import { Alert, Button, Container, PageLoader, SITE_NAME, usePageTitle, useResource } from '@uwd/ui';
import { vendorIdOf } from '../lib/account';
import { ArrowLeftIcon } from '../lib/icons';
import { BILLING_TAB_PATH, cardLabel, invoiceAmount, invoiceStatus, money, planDate } from './billing-format';
import './billing.css';

export const RECEIPT_LOAD_FAILED = 'This receipt could not be loaded.';
export const RECEIPT_NOT_FOUND = 'Receipt not found';

/**
 * A printable receipt of one invoice (/vendor/billing/receipts/{invoiceId}, linked from the Billing tab and
 * the receipt email): the directory, the vendor, number, date paid, what it was for, amount, card, status.
 */
export function ReceiptPage() {
  usePageTitle('Receipt');
  const { invoiceId = '' } = useParams();
  const vendorId = vendorIdOf(useAuthStore((s) => s.user));
  const { state, retry } = useResource(vendorId && invoiceId ? `receipt|${vendorId}|${invoiceId}` : null, (signal) => getReceipt(vendorId!, invoiceId, { signal }));

  const back = (
    <Link to={BILLING_TAB_PATH} className="vb-back vb-no-print">
      <ArrowLeftIcon size={16} />
      Back to Billing
    </Link>
  );

  if (!vendorId) {
    return (
      <Container size="narrow" className="vb-page">
        <Alert tone="info" title="No listing on this account">Receipts belong to a listing's owner.</Alert>
      </Container>
    );
  }
  if (state.status === 'loading') return <PageLoader label="Loading your receipt…" />;
  if (state.status === 'error') {
    const missing = isApiError(state.error) && state.error.status === 404;
    return (
      <Container size="narrow" className="vb-page">
        {back}
        <Alert
          tone="error"
          title={missing ? RECEIPT_NOT_FOUND : RECEIPT_LOAD_FAILED}
          action={
            missing ? undefined : (
              <Button variant="outline" size="sm" onClick={retry}>
                Try again
              </Button>
            )
          }
        >
          {missing ? 'There is no such invoice for your listing.' : 'Please check your connection and try again.'}
        </Alert>
      </Container>
    );
  }

  const { vendor, invoice } = state.data;
  const place = [vendor.city, vendor.state].filter(Boolean).join(', ');
  return (
    <Container size="narrow" className="vb-page">
      {back}
      <article className="vd-card vb-receipt" aria-labelledby="receipt-title" data-testid="receipt">
        <header className="vb-receipt__head">
          <div>
            <p className="vb-receipt__site">{SITE_NAME}</p>
            <h1 id="receipt-title" className="vd-card__title">
              Receipt
            </h1>
          </div>
          <Button className="vb-no-print" onClick={() => window.print()}>
            Print
          </Button>
        </header>
        <dl className="vb-receipt__facts">
          <dt>Billed to</dt>
          <dd>
            <strong>{vendor.name}</strong>
            {place && <br />}
            {place}
            {vendor.email && <br />}
            {vendor.email}
          </dd>
          <dt>Invoice number</dt>
          <dd>{invoice.number ?? invoice.id}</dd>
          <dt>Date paid</dt>
          <dd>{invoice.paidAt ? planDate(invoice.paidAt) : 'Not paid'}</dd>
          <dt>Description</dt>
          <dd>{invoice.description}</dd>
          <dt>Period</dt>
          <dd>
            {planDate(invoice.periodStart)} – {planDate(invoice.periodEnd)}
          </dd>
          <dt>Card</dt>
          <dd>{invoice.card ? cardLabel(invoice.card) : '—'}</dd>
          <dt>Status</dt>
          <dd>{invoiceStatus(invoice)}</dd>
          <dt>Amount</dt>
          <dd className="vb-receipt__total">{money(invoiceAmount(invoice))}</dd>
        </dl>
      </article>
    </Container>
  );
}
