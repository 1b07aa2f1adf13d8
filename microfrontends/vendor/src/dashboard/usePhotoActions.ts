import { useEffect, useRef, useState, type RefObject } from 'react';
import { deletePhoto, isApiError, reorderPhotos, setPrimaryPhoto, updatePhoto, type OwnVendor, type VendorImageDto } from '@uwd/api-client';
import type { NoticeApi } from '@uwd/ui';
import { type PhotoEdit } from './PhotoEditDialog';

/** SPEC §5, §8. */
export const DELETE_CONFIRM = 'Are you sure you want to delete this photo?';
export const PRIMARY_UPDATED = 'Primary photo updated!';
export const PHOTO_UPDATED = 'Photo updated successfully!';
export const PHOTO_DELETED = 'Photo deleted successfully!';

/** The API's own message when it sent one, else the error's. */
const reason = (error: unknown): string =>
  (isApiError(error) ? error.apiError?.message : undefined) || (error instanceof Error && error.message ? error.message : 'Unknown error');

/**
 * The gallery's photo actions: set primary, delete (after a confirmation), move earlier/later (the focus
 * follows the photo) and edit caption/alt text in a dialog; each says how it went and reloads the listing.
 */
export function usePhotoActions({ vendor, vendorId, photos, notice, reload, headingRef }: { vendor: OwnVendor; vendorId: string; photos: VendorImageDto[]; notice: NoticeApi; reload: () => Promise<void>; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<VendorImageDto | null>(null);
  const [savingEdit, setSavingEdit] = useState(false);
  /** A failed save keeps the dialog open and says why inside it (the page behind a modal is inert). */
  const [editError, setEditError] = useState<string | null>(null);
  /** After a move, the focus follows the photo to its new place, once the reloaded gallery is drawn and its buttons are enabled again. */
  const refocus = useRef<{ id: string; dir: 'earlier' | 'later' } | null>(null);

  useEffect(() => {
    if (busy !== null || !refocus.current) return;
    const { id, dir } = refocus.current;
    refocus.current = null;
    const card = document.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(id)}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${dir}"]:not(:disabled)`);
    const other = card?.querySelector<HTMLButtonElement>(`[data-move]:not(:disabled)`);
    (wanted ?? other)?.focus();
  }, [busy, vendor]);

  const run = async (photoId: string, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(photoId);
    try {
      await action();
      notice.success(success);
      await reload();
    } catch (error) {
      notice.error(`${failure}: ${reason(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const makePrimary = (photo: VendorImageDto) =>
    run(photo._id, () => setPrimaryPhoto(vendorId, photo._id), PRIMARY_UPDATED, 'Failed to set primary photo');

  const remove = async (photo: VendorImageDto) => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    await run(photo._id, () => deletePhoto(vendorId, photo._id), PHOTO_DELETED, 'Failed to delete photo');
    // The deleted photo's buttons are gone: continue from the gallery heading.
    headingRef.current?.focus();
  };

  const move = async (photo: VendorImageDto, dir: 'earlier' | 'later') => {
    const from = photos.indexOf(photo);
    const to = dir === 'earlier' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= photos.length) return;
    const order = photos.map((p) => p._id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    setBusy(photo._id);
    try {
      await reorderPhotos(vendorId, order);
      await reload();
      refocus.current = { id: photo._id, dir };
    } catch (error) {
      notice.error(`Failed to reorder photos: ${reason(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const saveEdit = async (edit: PhotoEdit) => {
    if (!editing) return;
    setSavingEdit(true);
    setEditError(null);
    try {
      await updatePhoto(vendorId, editing._id, edit);
      notice.success(PHOTO_UPDATED);
      setEditing(null);
      await reload();
    } catch (error) {
      setEditError(`Failed to update photo: ${reason(error)}`);
    } finally {
      setSavingEdit(false);
    }
  };

  return { busy, editing, setEditing, savingEdit, editError, setEditError, makePrimary, remove, move, saveEdit };
}
