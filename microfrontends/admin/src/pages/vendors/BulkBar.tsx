import { Button } from '@uwd/ui';

interface BulkBarProps {
  /** Vendors listed on this page. */
  listed: number;
  selected: number;
  busy: boolean;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onApply: () => void;
  onClear: () => void;
}

/**
 * SPEC §2 'Bulk bar', shown when vendors are listed: Select All / Deselect All, and Apply Filters and Clear
 * Filters for the selected vendors. The two actions stay enabled with nothing selected, so pressing them
 * says why nothing happened (SPEC §8 'Admin bulk alerts').
 */
export function BulkBar({ listed, selected, busy, onSelectAll, onDeselectAll, onApply, onClear }: BulkBarProps) {
  const allSelected = selected > 0 && selected >= listed;
  return (
    <div className="avm-bulk" role="group" aria-label="Bulk actions" data-testid="bulk-bar">
      <div className="avm-bulk__select">
        {allSelected ? (
          <Button variant="outline" size="sm" onClick={onDeselectAll} disabled={busy}>
            Deselect All
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onSelectAll} disabled={busy}>
            Select All
          </Button>
        )}
        <p className="avm-bulk__count" aria-live="polite" data-testid="bulk-count">
          {selected === 0 ? 'No vendors selected' : `${selected} ${selected === 1 ? 'vendor' : 'vendors'} selected`}
        </p>
      </div>
      <div className="avm-bulk__actions">
        <Button size="sm" onClick={onApply} disabled={busy}>
          Apply Filters
        </Button>
        <Button variant="secondary" size="sm" onClick={onClear} disabled={busy} loading={busy}>
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
