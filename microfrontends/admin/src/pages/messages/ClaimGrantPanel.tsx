import { useEffect, useId, useRef, useState } from 'react';
import { grantClaim, listAdminVendors, type AdminContactMessage, type AdminVendorRow } from '@uwd/api-client';
import { Alert, Button, Spinner, TextField, cx, useResource } from '@uwd/ui';
import { messageOf } from '../dashboard/format';
import { KeyIcon } from '../dashboard/icons';

export const GRANT_FAILED = 'Failed to grant the claim.';
/** The vendor search waits this long after the last keystroke. */
export const VENDOR_SEARCH_DEBOUNCE_MS = 300;
const NO_VENDORS: AdminVendorRow[] = [];

interface Props {
  message: AdminContactMessage;
  onGranted: (updated: AdminContactMessage, vendor: AdminVendorRow) => void;
  /** Whether the panel starts open. */
  defaultOpen?: boolean;
}

/**
 * 'Grant claim' for a CLAIM_REQUEST: find the listing (search prefilled with the claimed business name, 300 ms
 * debounce), pick it, confirm, and the claimant becomes its owner and is emailed a login link. The server's
 * reason is shown when it refuses (e.g. the listing already belongs to someone else).
 */
export function ClaimGrantPanel({ message, onGranted, defaultOpen = false }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    // Back from the form (Cancel): the focus returns to the button that opened it.
    if (!open && refocus.current) {
      refocus.current = false;
      opener.current?.focus();
    }
  }, [open]);
  return (
    <div className="adm-claim">
      {!open ? (
        <div className="adm-claim__closed">
          <p className="adm-hint">
            {message.name} asks to manage <strong>{message.businessName ?? 'a listing'}</strong>. Granting makes {message.email} the listing’s owner and emails them a login link.
          </p>
          <button ref={opener} type="button" className="btn btn--primary btn--sm" onClick={() => setOpen(true)} aria-expanded={false} aria-controls={panelId}>
            <KeyIcon size={16} />
            Grant claim…
          </button>
        </div>
      ) : (
        <GrantForm
          id={panelId}
          message={message}
          onGranted={onGranted}
          onClose={() => {
            refocus.current = true;
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function GrantForm({ id, message, onGranted, onClose }: { id: string; message: AdminContactMessage; onGranted: Props['onGranted']; onClose: () => void }) {
  const [search, setSearch] = useState(message.businessName ?? '');
  // useResource (@uwd/ui): a search runs 300 ms after the last keystroke, and while it runs the last results
  // stay listed (keepPrevious).
  const results = useResource(`claim-search|${search}`, (signal) => listAdminVendors({ search: search.trim(), limit: 10 }, { signal }), {
    keepPrevious: true,
    debounceMs: VENDOR_SEARCH_DEBOUNCE_MS,
  }).state;
  const searchRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<AdminVendorRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `${id}-title`;
  const searchId = `${id}-search`;
  const resultsId = `${id}-results`;

  useEffect(() => {
    // Opened by the 'Grant claim…' button, which is gone now: the focus goes to the search.
    searchRef.current?.focus();
  }, []);

  const grant = async () => {
    if (!selected) return;
    const ok = window.confirm(`Grant "${selected.name}" to ${message.name} (${message.email})? They become the listing's owner and are emailed a login link.`);
    if (!ok) return;
    setBusy(true);
    setError(null);
    try {
      const res = await grantClaim(message._id, selected._id);
      onGranted(res.contactMessage, selected);
    } catch (e) {
      setError(messageOf(e, GRANT_FAILED));
      setBusy(false);
    }
  };

  // The chosen listing stays chosen while the search changes; it is listed first if the new results miss it.
  const searching = results.status === 'loading' || (results.status === 'ready' && results.refreshing);
  const vendors = results.status === 'ready' ? results.data.vendors : NO_VENDORS;
  const shown = selected && !vendors.some((v) => v._id === selected._id) ? [selected, ...vendors] : vendors;

  return (
    <section id={id} className="adm-claim__panel" aria-labelledby={headingId} data-testid="claim-panel">
      <h3 id={headingId} className="adm-claim__title">
        <KeyIcon size={18} />
        Grant claim
      </h3>
      <p className="adm-hint">
        Choose the listing {message.name} is claiming. {message.email} becomes its owner and is emailed a login link.
      </p>
      <TextField
        ref={searchRef}
        id={searchId}
        type="search"
        label="Search listings"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-controls={resultsId}
        autoComplete="off"
        hint="By business name, email or description."
      />
      <div id={resultsId} className="adm-claim__results" aria-busy={searching}>
        {searching && (
          <p className="adm-claim__status">
            <Spinner size="sm" label="Searching listings…" />
            <span aria-hidden="true">Searching…</span>
          </p>
        )}
        {results.status === 'error' && <p className="adm-claim__status field__error">The listings could not be searched. Change the search to try again.</p>}
        {results.status === 'ready' && !searching && shown.length === 0 && <p className="adm-claim__status">No listings match “{search.trim()}”.</p>}
        {shown.length > 0 && (
          <fieldset className="adm-claim__choices">
            <legend className="adm-claim__legend">Choose the listing</legend>
            {shown.map((v) => {
              const inputId = `${id}-v-${v._id}`;
              const owned = v.ownerEmail && v.ownerEmail.toLowerCase() !== message.email.toLowerCase();
              return (
                <label key={v._id} htmlFor={inputId} className={cx('adm-choice', selected?._id === v._id && 'adm-choice--on')}>
                  <input id={inputId} type="radio" name={`${id}-vendor`} className="adm-choice__input" checked={selected?._id === v._id} onChange={() => setSelected(v)} />
                  <span className="adm-choice__text">
                    <span className="adm-choice__name">{v.name}</span>
                    <span className="adm-choice__meta">
                      {v.category?.name}
                      {v.location?.city && <> · {[v.location.city, v.location.state].filter(Boolean).join(', ')}</>}
                      {!v.isActive && <> · Inactive</>}
                    </span>
                    <span className={cx('adm-choice__owner', owned && 'adm-choice__owner--taken')}>{v.ownerEmail ? `Owner: ${v.ownerEmail}` : 'No owner yet'}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
      </div>
      {error && (
        <Alert tone="error" className="adm-claim__error">
          {error}
        </Alert>
      )}
      <div className="adm-actions">
        <Button size="sm" onClick={() => void grant()} disabled={!selected} loading={busy}>
          {selected ? `Grant claim to ${selected.name}` : 'Grant claim'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
