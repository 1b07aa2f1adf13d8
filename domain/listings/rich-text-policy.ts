import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_ALLOWED_URI } from './rich-text.ts';

/**
 * The one sanitizing policy for rich text (SPEC.md §5), applied by DOMPurify on the server (jsdom) and in
 * the browser by every remote that renders or edits rich text. Plain data and a hook over a structural
 * element type: no DOM or library import, so the domain stays pure.
 */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
  // DOMPurify tests it against the value with whitespace and control characters removed, so
  // "jav&#x09;ascript:" and " javascript:" fail it too.
  ALLOWED_URI_REGEXP: RICH_TEXT_ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

interface ElementLike {
  nodeType: number;
  nodeName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

const ELEMENT_NODE = 1;

/**
 * DOMPurify's afterSanitizeAttributes hook: every link that keeps an href opens in a new tab with
 * rel="noopener noreferrer", whatever the input said; target and rel go from everything else (other
 * elements, a link whose href was refused or empty: it keeps its text). Removed first, so the output has
 * one attribute order: href, target, rel.
 */
export const enforceLinkAttributes = (node: ElementLike): void => {
  if (node.nodeType !== ELEMENT_NODE) return;
  node.removeAttribute('target');
  node.removeAttribute('rel');
  if (node.nodeName.toLowerCase() !== 'a') return;
  const href = node.getAttribute('href');
  if (href !== null && href.trim() === '') node.removeAttribute('href');
  if (!node.hasAttribute('href')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
};
