import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { CloseIcon, cx, wrapTabFocus } from '@uwd/ui';
import './Dialog.css';

export interface DialogProps {
  /** The dialog's heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** A line under the title; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** Cancel: the close button, Escape and (when allowed) a click on the backdrop. Not called while busy. */
  onClose: () => void;
  /** While true the dialog cannot be cancelled (a save is in flight). */
  busy?: boolean;
  /** Given: the body and the footer are one <form> (Enter and the submit button call this). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The action row, pinned under the scrolling body. */
  footer?: ReactNode;
  /** The element focused on opening; by default the first focusable control of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the focus goes on closing; by default the element that had it when the dialog opened. */
  returnFocus?: HTMLElement | null;
  /** A click on the backdrop cancels; off by default, so a stray click never throws an edit away. */
  closeOnBackdrop?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  testId?: string;
  children: ReactNode;
}

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * An accessible modal: a native <dialog> opened with showModal(), so the page behind is inert, and Tab cycles
 * through its controls (the focus never leaves it); labelled by its title; Escape and the close button cancel; on closing, the focus returns to
 * whatever opened it. Mounting the component opens it, unmounting closes it: render it conditionally.
 */
export function Dialog({
  title,
  description,
  onClose,
  busy = false,
  onSubmit,
  footer,
  initialFocus,
  returnFocus,
  closeOnBackdrop = false,
  size = 'md',
  className,
  testId,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Opening happens once per mount; later changes of initialFocus or returnFocus do not move the focus.
  const [opening] = useState(() => ({ initialFocus, returnFocus }));

  useLayoutEffect(() => {
    const { initialFocus, returnFocus } = opening;
    const dialog = dialogRef.current;
    const opener = returnFocus ?? (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    document.documentElement.classList.add('adm-dialog-open');
    const target = initialFocus?.current ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    target?.focus({ preventScroll: true });
    return () => {
      if (dialog?.open) dialog.close();
      if (!document.querySelector('dialog[open].adm-dialog')) document.documentElement.classList.remove('adm-dialog-open');
      // Back to the opener (if it is still on the page), without scrolling the list under it.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [opening]);

  // Escape fires 'cancel': close through React state, the same path as the buttons. (Effect events: the
  // native listeners are bound once and read the latest busy and onClose.)
  const onCancel = useEffectEvent((event: Event) => {
    event.preventDefault();
    if (!busy) onClose();
  });
  // A browser may close the dialog itself (a second Escape without user activation cannot be
  // cancelled): keep React in step, or reopen while busy.
  const onNativeClose = useEffectEvent((dialog: HTMLDialogElement) => {
    if (!dialog.isConnected) return;
    if (busy) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      return;
    }
    onClose();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const cancelled = (event: Event) => onCancel(event);
    const closed = () => onNativeClose(dialog);
    dialog.addEventListener('cancel', cancelled);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancelled);
      dialog.removeEventListener('close', closed);
    };
  }, []);

  const cancel = () => {
    if (!busy) onClose();
  };

  const head = (
    <div className="adm-dialog__head">
      <div className="adm-dialog__heading">
        <h2 id={titleId} className="adm-dialog__title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="adm-dialog__description">
            {description}
          </p>
        )}
      </div>
      <button type="button" className="adm-dialog__close" onClick={cancel} aria-label="Close" disabled={busy}>
        <CloseIcon size={20} />
      </button>
    </div>
  );
  const body = (
    <div ref={bodyRef} className="adm-dialog__body">
      {children}
    </div>
  );
  const foot = footer && <div className="adm-dialog__footer">{footer}</div>;

  return (
    <dialog
      ref={dialogRef}
      className={cx('adm-dialog', `adm-dialog--${size}`, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) cancel();
      }}
      onKeyDown={(event) => wrapTabFocus(event, dialogRef.current)}
      data-testid={testId}
    >
      {onSubmit ? (
        <form className="adm-dialog__frame" onSubmit={onSubmit} noValidate>
          {head}
          {body}
          {foot}
        </form>
      ) : (
        <div className="adm-dialog__frame">
          {head}
          {body}
          {foot}
        </div>
      )}
    </dialog>
  );
}
