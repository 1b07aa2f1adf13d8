import { useMemo } from 'react';
import { cx } from '@uwd/ui';
import { hasRichText, sanitizeRichText } from '@uwd/ui/sanitize';

/** Stored rich text (HTML), sanitized exactly as the public vendor page does before rendering it. */
export function RichText({ html, className, empty }: { html: string | null | undefined; className?: string; empty: string }) {
  const clean = useMemo(() => sanitizeRichText(html ?? ''), [html]);
  if (!hasRichText(clean)) return <p className="vd-empty-value">{empty}</p>;
  return <div className={cx('vd-rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
