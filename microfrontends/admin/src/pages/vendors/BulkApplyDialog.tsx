import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bulkApplyFilters, type FilterKey } from '@uwd/api-client';
import { Alert, Button, SelectField } from '@uwd/ui';
import { FILTER_KEYS, FILTER_VALUES } from '@domain/filters/filter-catalogue';
import { Dialog } from '../../components/Dialog';
import { BULK_APPLY_FAILED, BULK_APPLY_NO_FILTER, FILTER_KEY_LABELS, bulkApplyTitle, bulkSuccessMessage, filterKeyCategory } from './vendor-labels';

interface BulkApplyDialogProps {
  vendorIds: string[];
  onClose: () => void;
  /** After a successful apply, with the success line to show. */
  onApplied: (message: string) => void;
  /** Where the focus goes on closing (the bulk bar's Apply Filters button). */
  returnFocus?: HTMLElement | null;
}

type Choice = Record<FilterKey, string>;
const NONE: Choice = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Choice;

/**
 * SPEC §2 bulk apply modal 'Apply Filters to N Selected Vendors': one select per filter key; an empty select is
 * ignored, and at least one must be chosen. Each vendor gets the filter of its own category with that key and
 * value (a key of another category changes nothing for it).
 */
export function BulkApplyDialog({ vendorIds, onClose, onApplied, returnFocus }: BulkApplyDialogProps) {
  const [choice, setChoice] = useState<Choice>(NONE);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const n = vendorIds.length;

  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const filters = Object.fromEntries(Object.entries(choice).filter(([, v]) => v !== '')) as Partial<Choice>;
    if (Object.keys(filters).length === 0) {
      setError(BULK_APPLY_NO_FILTER);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const res = await bulkApplyFilters(vendorIds, filters);
      onApplied(bulkSuccessMessage('applied', res, n));
    } catch {
      setSaving(false);
      setError(BULK_APPLY_FAILED);
    }
  };

  return (
    <Dialog
      title={bulkApplyTitle(n)}
      description="Choose a value for any of the filters below; filters left empty are not changed. Each vendor gets the filters of its own category."
      onClose={onClose}
      returnFocus={returnFocus}
      busy={saving}
      onSubmit={submit}
      size="lg"
      testId="bulk-apply-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? 'Applying...' : 'Apply Filters'}
          </Button>
        </>
      }
    >
      <div className="avm-bulk-grid">
        {FILTER_KEYS.map((key) => (
          <SelectField
            key={key}
            id={`bulk-${key}`}
            label={FILTER_KEY_LABELS[key]}
            hint={`For ${filterKeyCategory(key)}`}
            value={choice[key]}
            onChange={(e) => {
              const value = e.target.value;
              setChoice((c) => ({ ...c, [key]: value }));
              if (error === BULK_APPLY_NO_FILTER && value) setError(null);
            }}
          >
            <option value="">No change</option>
            {FILTER_VALUES[key].map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {error && (
        <div ref={errorRef} className="avm-dialog-alert">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </Dialog>
  );
}
