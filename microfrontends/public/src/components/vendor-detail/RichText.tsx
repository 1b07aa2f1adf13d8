import { useMemo } from 'react';
import { cx } from '@uwd/ui';
import { sanitizeRichText } from '@uwd/ui/sanitize';

/** Renders API rich text (HTML) after DOMPurify with the SPEC §5 allow-list. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={cx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
