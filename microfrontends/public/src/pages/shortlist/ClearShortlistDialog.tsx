import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { CANCEL_LABEL, CLEAR_SHORTLIST, CLEAR_SHORTLIST_QUESTION } from '@domain/couples/shortlist-page';
import { Button, wrapTabFocus } from '@uwd/ui';

/**
 * The confirmation before clearing the shortlist: a native modal <dialog> (the page behind inert, Tab cycles
 * inside, Escape and a click outside cancel); the focus starts on 'Cancel' and returns to the opener.
 */
export function ClearShortlistDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    return () => {
      // (jsdom has no close(); a browser always has.)
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className="shortlist-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={onBackdrop}
      onKeyDown={(event) => wrapTabFocus(event, dialogRef.current)}
    >
      <div className="shortlist-dialog__body">
        <h2 id={titleId} className="shortlist-dialog__title">
          {CLEAR_SHORTLIST_QUESTION}
        </h2>
        <div className="shortlist-dialog__actions">
          <Button data-cancel variant="ghost" onClick={onCancel}>
            {CANCEL_LABEL}
          </Button>
          <Button onClick={onConfirm}>{CLEAR_SHORTLIST}</Button>
        </div>
      </div>
    </dialog>
  );
}
