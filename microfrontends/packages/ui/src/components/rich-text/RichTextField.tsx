/**
 * A labelled rich-text field with the plain-text counter of SPEC §5: 'N / limit', yellow above 90 %, red above
 * the limit. One copy for every remote that edits rich text (the vendor dashboard, the admin vendor forms),
 * imported from `@uwd/ui/rich-text`.
 *
 * Why a sub-path and not the `@uwd/ui` index: the index is a shared singleton that every page downloads
 * whole (a shared module is not tree-shaken), so even a small lazy wrapper there would grow every first load.
 * Through the sub-path, the field is bundled into the lazy chunks of the remote pages that use it, and the
 * editor itself (Quill, ~60 KB gzip, and its CSS) is a further lazy chunk fetched when a field first renders.
 */
import { Suspense, lazy, useCallback, useRef } from 'react';
import type { Quill } from 'react-quill-new';
import { RICH_TEXT_PLACEHOLDER, counterState, plainTextLength } from '@domain/listings/rich-text';
import './rich-text-field.css';

// Quill is big: it loads only when a rich-text field is first shown.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * This module imports nothing else of @uwd/ui: a remote bundles it (the sub-path is not shared), and any
 * import of the package's own files would bundle a second copy of them into that remote.
 */
const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

export interface RichTextFieldProps {
  id: string;
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Plain-text character limit (the counter, and the editor rejects input past it). */
  limit: number;
  hint?: string;
  error?: string | null;
  placeholder?: string;
  /** Marks the label with the required asterisk (the form does the validation). */
  required?: boolean;
  /** Receives a function that focuses the editor (for the first invalid field), and null when it goes. */
  focusRef?: (focus: (() => void) | null) => void;
}

export function RichTextField({ id, label, value, onChange, limit, hint, error, placeholder = RICH_TEXT_PLACEHOLDER, required, focusRef }: RichTextFieldProps) {
  const quill = useRef<Quill | null>(null);
  const length = plainTextLength(value);
  const state = counterState(length, limit);
  const labelId = `${id}-label`;
  const counterId = `${id}-counter`;
  const describedBy = [hint && `${id}-hint`, counterId, error && `${id}-error`].filter(Boolean).join(' ');

  const onReady = useCallback(
    (instance: Quill | null) => {
      quill.current = instance;
      focusRef?.(instance ? () => instance.focus() : null);
    },
    [focusRef],
  );

  return (
    <div className={cx('field', 'ui-rich', error && 'field--invalid')} id={id}>
      {/* A contenteditable cannot be the target of <label for>: a click on the name focuses the editor instead. */}
      <span id={labelId} className="field__label ui-rich__label" onClick={() => quill.current?.focus()}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
      <div className={cx('ui-rich__box', error && 'ui-rich__box--invalid')}>
        <Suspense fallback={<EditorSkeleton />}>
          <RichTextEditor
            value={value}
            onChange={onChange}
            limit={limit}
            placeholder={placeholder}
            labelledBy={labelId}
            describedBy={describedBy}
            invalid={Boolean(error)}
            onReady={onReady}
          />
        </Suspense>
      </div>
      <div className="ui-rich__meta">
        {hint ? (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <p id={counterId} className={cx('field__hint', 'ui-rich__counter', `ui-rich__counter--${state}`)} data-testid={`${id}-counter`}>
          {length} / {limit}
          {state === 'over' && <span className="visually-hidden"> (over the limit)</span>}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div className="ui-rich__loading" aria-hidden="true">
      <span className="skeleton ui-rich__loading-toolbar" />
      <span className="skeleton ui-rich__loading-body" />
    </div>
  );
}
