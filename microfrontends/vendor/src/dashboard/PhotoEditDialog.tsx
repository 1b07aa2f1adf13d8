import { useId, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { VendorImageDto } from '@uwd/api-client';
import { Alert, Button, CloseIcon, TextField, wrapTabFocus } from '@uwd/ui';
import { PHOTO_ALT_TEXT_MAX, PHOTO_CAPTION_MAX } from '@domain/listings/photos';
import { TextAreaField } from '@uwd/ui';

export interface PhotoEdit {
  caption: string;
  altText: string;
  isPrimary: boolean;
}

interface PhotoEditDialogProps {
  photo: VendorImageDto;
  /** How the photo is named for people (e.g. 'Photo 3'). */
  photoLabel: string;
  saving: boolean;
  /** Why the last save failed, shown in the dialog. */
  error?: string | null;
  onSave: (edit: PhotoEdit) => void;
  /** Close, the close button, Escape and a click outside all cancel. */
  onCancel: () => void;
}

/**
 * The photo's caption, alt text and primary flag in a modal (native <dialog> with showModal: the page behind is
 * inert, and Tab cycles through the dialog's controls; the focus returns to whatever opened the dialog).
 */
export function PhotoEditDialog({ photo, photoLabel, saving, error, onSave, onCancel }: PhotoEditDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const captionRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [altText, setAltText] = useState(photo.altText ?? '');
  const [isPrimary, setIsPrimary] = useState(photo.isPrimary);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    captionRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSave({ caption: caption.trim(), altText: altText.trim(), isPrimary });
  };

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !saving) onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className="vd-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through React state, the same path as the buttons.
        event.preventDefault();
        if (!saving) onCancel();
      }}
      onClick={onBackdrop}
      onKeyDown={(event) => wrapTabFocus(event, dialogRef.current)}
      data-testid="photo-edit-dialog"
    >
      <form className="vd-dialog__body" onSubmit={submit} noValidate>
        <div className="vd-dialog__head">
          <h2 id={titleId} className="vd-dialog__title">
            Edit Photo
          </h2>
          <button type="button" className="vd-icon-btn" onClick={onCancel} aria-label="Close" disabled={saving}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="vd-dialog__preview">
          <img src={photo.urls?.medium || photo.url} alt={photo.altText || photo.caption || photoLabel} />
        </div>
        <TextAreaField
          ref={captionRef}
          id="photo-edit-caption"
          label="Caption"
          rows={2}
          maxLength={PHOTO_CAPTION_MAX}
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
          hint="Shown with the photo on your public page."
        />
        <TextField
          id="photo-edit-alt"
          label="Alt Text"
          maxLength={PHOTO_ALT_TEXT_MAX}
          value={altText}
          onChange={(e) => setAltText(e.target.value)}
          hint="Describe the photo for people who cannot see it, e.g. 'Bride and groom under the oak at sunset'."
        />
        <label className="vd-inline-check" htmlFor="photo-edit-primary">
          <input id="photo-edit-primary" type="checkbox" checked={isPrimary} onChange={(e) => setIsPrimary(e.target.checked)} />
          <span>Primary photo (shown first and on your listing card)</span>
        </label>
        {error && (
          <Alert tone="error" className="vd-block-gap">
            {error}
          </Alert>
        )}
        <div className="vd-dialog__actions">
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
