import type { InquiryStatus } from '@domain/inquiries/inquiry-options';

/** An inquiry's status as a labelled pill (the word carries the meaning; the colour only repeats it). */
export function StatusBadge({ status, label }: { status: InquiryStatus; label: string }) {
  return (
    <span className={`vi-status vi-status--${status}`} data-testid="inquiry-status">
      <span className="visually-hidden">Status: </span>
      {label}
    </span>
  );
}
