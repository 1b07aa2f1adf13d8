import { Suspense, lazy, useCallback, useRef } from 'react';
import type { Quill } from 'react-quill-new';
import { Skeleton, cx } from '@uwd/ui';
import { RICH_TEXT_PLACEHOLDER, counterState, plainTextLength } from '@domain/listings/rich-text';

// Quill is big: it loads only when a rich-text field is first shown (the profile's edit mode).
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  limit: number;
  hint?: string;
  error?: string | null;
  placeholder?: string;
  /** Receives a function that focuses the editor (for the first invalid field). */
  focusRef?: (focus: (() => void) | null) => void;
}

/**
 * A labelled rich-text field with the plain-text counter of SPEC §5: 'N / limit', yellow above 90 %, red above
 * the limit.
 */
export function RichTextField({ id, label, value, onChange, limit, hint, error, placeholder = RICH_TEXT_PLACEHOLDER, focusRef }: RichTextFieldProps) {
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
    <div className={cx('field', 'vd-rich', error && 'field--invalid')} id={id}>
      {/* A contenteditable cannot be the target of <label for>: a click on the name focuses the editor instead. */}
      <span id={labelId} className="field__label vd-rich__label" onClick={() => quill.current?.focus()}>
        {label}
      </span>
      <div className={cx('vd-rich__box', error && 'vd-rich__box--invalid')}>
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
      <div className="vd-rich__meta">
        {hint ? (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <p id={counterId} className={cx('field__hint', 'vd-counter', `vd-counter--${state}`)} data-testid={`${id}-counter`}>
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
    <div className="vd-rich__loading" aria-hidden="true">
      <Skeleton height={42} radius="10px 10px 0 0" />
      <Skeleton height={150} radius="0 0 10px 10px" className="vd-rich__loading-body" />
    </div>
  );
}
