/**
 * The couple's shortlist as this browser keeps it (issue 39): the saved vendors' ids and when they were
 * saved, in localStorage, without an account. One small module for every container that shows it (the
 * shell's header entry, the public remote's save buttons and /shortlist); each bundles its own copy, so
 * they stay in step through the storage itself and two events: SHORTLIST_CHANGED_EVENT on this window
 * for a change made in this tab, the browser's `storage` event for one made in another tab. The rules
 * (the limit, what a stored list may hold) are the domain's (domain/couples/shortlist.ts).
 *
 * Imported by the save button on every card, so it stays tiny and never touches localStorage while the
 * server draws the first view (the server's snapshot is the empty list).
 */
import { useSyncExternalStore } from 'react';
import { readShortlist, removeFromShortlist, saveToShortlist, type SavedVendor } from '@domain/couples/shortlist';

export const SHORTLIST_STORAGE_KEY = 'uwd.shortlist';
export const SHORTLIST_CHANGED_EVENT = 'uwd:shortlist-changed';

const EMPTY: readonly SavedVendor[] = Object.freeze([]);

/** The last text read and its list: a snapshot that is the same object until the stored text changes. */
let cache: { text: string | null; list: readonly SavedVendor[] } = { text: null, list: EMPTY };

/**
 * The saved vendors, in the order they were saved. Never called on the server (useShortlist gives React the
 * server's snapshot there); where localStorage may not be used (a private mode, blocked storage) the list is empty.
 */
export const savedVendors = (): readonly SavedVendor[] => {
  let text: string | null = null;
  try {
    text = localStorage.getItem(SHORTLIST_STORAGE_KEY);
  } catch {
    // No storage: nothing saved.
  }
  if (text !== cache.text) cache = { text, list: readShortlist(text) };
  return cache.list;
};

/** Stores the list and tells this tab (other tabs hear the `storage` event); false where storage may not be used. */
const write = (list: readonly SavedVendor[]): boolean => {
  try {
    if (list.length === 0) localStorage.removeItem(SHORTLIST_STORAGE_KEY);
    else localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(SHORTLIST_CHANGED_EVENT));
  return true;
};

/** Saves a vendor: 'saved' (or already saved), or 'full' at the limit (nothing saved). */
export const saveVendor = (id: string): 'saved' | 'full' => {
  const next = saveToShortlist(savedVendors(), id, new Date());
  if (!next.ok) return 'full';
  write(next.list);
  return 'saved';
};

export const removeSavedVendor = (id: string): void => {
  write(removeFromShortlist(savedVendors(), id));
};

export const clearShortlist = (): void => {
  write([]);
};

/**
 * Calls `onChange` when the list may have changed, in this tab or another one (any `storage` event: the
 * snapshot is read again, and stays the same object unless the list's text changed).
 */
export const subscribeToShortlist = (onChange: () => void): (() => void) => {
  window.addEventListener(SHORTLIST_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SHORTLIST_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

const serverSnapshot = () => EMPTY;

/** The saved vendors, kept current (the empty list on the server). */
export const useShortlist = (): readonly SavedVendor[] => useSyncExternalStore(subscribeToShortlist, savedVendors, serverSnapshot);
