/**
 * Rich text rules of SPEC.md §5, shared by the editors, the server sanitizer and the pages that render it.
 */
export const RICH_TEXT_ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote'] as const;
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel'] as const;
/** Link schemes a stored link may use. */
export const RICH_TEXT_ALLOWED_URI = /^(?:https?:|mailto:|tel:)/i;

export const DESCRIPTION_MAX_CHARS = 5000;
export const PRICING_NOTES_MAX_CHARS = 2000;
/** The counter turns yellow above this share of the limit. */
export const RICH_TEXT_WARNING_RATIO = 0.9;

/** The editor formats allowed (Quill format names). */
export const RICH_TEXT_EDITOR_FORMATS = ['header', 'bold', 'italic', 'underline', 'list', 'link', 'blockquote'] as const;
export const RICH_TEXT_PLACEHOLDER = 'Tell couples about your business...';

export type CounterState = 'ok' | 'warning' | 'over';
export const counterState = (length: number, limit: number): CounterState =>
  length > limit ? 'over' : length > limit * RICH_TEXT_WARNING_RATIO ? 'warning' : 'ok';
