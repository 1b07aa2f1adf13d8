/** SPEC §2 'Share': the device's share sheet when there is one, else the public link to the clipboard. */

export const SHARE_COPIED = 'Profile link copied to clipboard!';
export const SHARE_COPY_FAILED = 'Failed to copy link. Please try again.';

export type ShareOutcome = 'shared' | 'copied' | 'aborted' | 'failed';

/** The public page of a listing on this site. */
export const publicProfileUrl = (slug: string): string => `${window.location.origin}/vendors/${encodeURIComponent(slug)}`;

/** Copies text: the async Clipboard API, else a hidden textarea and execCommand (older or insecure contexts). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the legacy way */
  }
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus({ preventScroll: true });
  return ok;
}

/** Shares (or copies) the listing's public link. A user who closes the share sheet gets 'aborted': say nothing. */
export async function shareProfile(slug: string, name: string): Promise<ShareOutcome> {
  const url = publicProfileUrl(slug);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, text: `${name} on Upstate Wedding Directory`, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'aborted';
      // Sharing is refused (e.g. not allowed here): copying still helps.
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
