import { useEffect } from 'react';
import { SITE_NAME } from '@domain/shared/site';

/**
 * Sets the document title while a page is shown. The server already sends the right <title> for
 * the first request; this keeps it right during client-side navigation.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  }, [title]);
}
