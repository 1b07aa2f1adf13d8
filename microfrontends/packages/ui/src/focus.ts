/**
 * Keeping the keyboard focus inside a modal. A native modal <dialog> makes the page behind it inert, but Tab
 * from its last control still leaves it (to the browser's own controls, or to nothing in a headless browser)
 * before coming back: wrapTabFocus closes that gap, so Tab and Shift+Tab cycle through the modal's controls.
 */

const CANDIDATES =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable=""], [contenteditable="true"]';

/** The controls Tab stops at inside `container`, in document order (enabled, shown, not tabindex=-1). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter((el) => {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest('[inert]')) return false;
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') return false;
    // Of a radio group, Tab stops only at the checked radio (or the first one when none is checked).
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = Array.from(container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`));
      const checked = group.find((r) => r.checked);
      return checked ? checked === el : group[0] === el;
    }
    return true;
  });
}

/**
 * For a modal's keydown handler: Tab on its last control goes to the first, Shift+Tab on its first goes to
 * the last (and a focus that somehow got out is brought back), so the focus never leaves the modal.
 */
export function wrapTabFocus(event: { key: string; shiftKey: boolean; defaultPrevented?: boolean; preventDefault(): void }, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || event.defaultPrevented || !container) return;
  const stops = tabbableIn(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey ? active === first || !inside : active === last || !inside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
