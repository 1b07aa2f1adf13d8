import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from './Feedback';
import { CloseIcon } from './Icons';

/** SPEC §9: success and error notices disappear after 3000 ms. */
export const NOTICE_HIDE_MS = 3000;

export interface Notice {
  tone: 'success' | 'error';
  message: string;
  /** Changes with every notice, so the same message twice restarts the timer and is announced again. */
  seq: number;
}

export interface NoticeApi {
  notice: Notice | null;
  success: (message: string) => void;
  error: (message: string) => void;
  dismiss: () => void;
}

/** One notice at a time; each hides itself after NOTICE_HIDE_MS. */
export function useNotice(): NoticeApi {
  const [notice, setNotice] = useState<Notice | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  const show = useCallback((tone: Notice['tone'], message: string) => setNotice({ tone, message, seq: ++seq.current }), []);
  const success = useCallback((message: string) => show('success', message), [show]);
  const error = useCallback((message: string) => show('error', message), [show]);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, success, error, dismiss };
}

/**
 * The notice as a toast pinned to the viewport, so it is seen wherever the page is scrolled. The live region
 * stays in the DOM (empty between notices) so screen readers announce each new message.
 */
export function NoticeToast({ notice, onDismiss, testId = 'notice' }: { notice: Notice | null; onDismiss: () => void; testId?: string }) {
  return (
    <div className="ui-toasts" data-testid={testId}>
      {notice && (
        <div key={notice.seq} className={`ui-toast ui-toast--${notice.tone}`}>
          <Alert tone={notice.tone}>{notice.message}</Alert>
          <button type="button" className="ui-toast__close" onClick={onDismiss} aria-label="Dismiss message">
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
