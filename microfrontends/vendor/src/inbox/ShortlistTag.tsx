import { FROM_SHORTLIST_TAG, FROM_SHORTLIST_TITLE } from '@domain/inquiries/inquiry-batch-words';

/** 'From a shortlist': the couple sent this inquiry with others from their shortlist (issue 39 §5). */
export function ShortlistTag() {
  return (
    <span className="vi-tag" title={FROM_SHORTLIST_TITLE} data-testid="shortlist-tag">
      {FROM_SHORTLIST_TAG}
    </span>
  );
}
