import { useEffect, useRef, useState } from 'react';
import { deletePhoto, isApiError, reorderPhotos, setPrimaryPhoto, updatePhoto, type OwnVendor, type SubscriptionTier, type VendorImageDto } from '@uwd/api-client';
import { Button, EmptyState } from '@uwd/ui';
import { photoLimitFor } from '@domain/subscriptions/tiers';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon, PencilIcon, StarIcon, TrashIcon } from '../lib/icons';
import type { NoticeApi } from '@uwd/ui';
import { PhotoEditDialog, type PhotoEdit } from './PhotoEditDialog';
import { PhotoUploader } from './PhotoUploader';

/** SPEC §5, §8. */
export const DELETE_CONFIRM = 'Are you sure you want to delete this photo?';
export const PRIMARY_UPDATED = 'Primary photo updated!';
export const PHOTO_UPDATED = 'Photo updated successfully!';
export const PHOTO_DELETED = 'Photo deleted successfully!';

/** The API's own message when it sent one, else the error's. */
const reason = (error: unknown): string =>
  (isApiError(error) ? error.apiError?.message : undefined) || (error instanceof Error && error.message ? error.message : 'Unknown error');

/** Photos in gallery order (SPEC §9: by sortOrder). */
export const sortedPhotos = (images: readonly VendorImageDto[] | undefined): VendorImageDto[] =>
  [...(images ?? [])].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));

export const photoCount = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

interface GalleryTabProps {
  vendor: OwnVendor;
  vendorId: string;
  tier: SubscriptionTier | null;
  notice: NoticeApi;
  reload: () => Promise<void>;
}

export function GalleryTab({ vendor, vendorId, tier, notice, reload }: GalleryTabProps) {
  const photos = sortedPhotos(vendor.images);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<VendorImageDto | null>(null);
  const [savingEdit, setSavingEdit] = useState(false);
  /** A failed save keeps the dialog open and says why inside it (the page behind a modal is inert). */
  const [editError, setEditError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** After a move, the focus follows the photo to its new place. */
  const [refocus, setRefocus] = useState<{ id: string; dir: 'earlier' | 'later' } | null>(null);

  useEffect(() => {
    if (!refocus) return;
    const card = document.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(refocus.id)}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${refocus.dir}"]:not(:disabled)`);
    const other = card?.querySelector<HTMLButtonElement>(`[data-move]:not(:disabled)`);
    (wanted ?? other)?.focus();
    setRefocus(null);
  }, [refocus, vendor]);

  const limit = tier ? photoLimitFor(tier) : null;
  const limitNote = limit ? `${photos.length} of ${limit} photos used on your plan.` : undefined;

  const label = (photo: VendorImageDto) => `Photo ${photos.indexOf(photo) + 1}`;
  const altFor = (photo: VendorImageDto, index: number) => photo.altText?.trim() || photo.caption?.trim() || `${vendor.name}, photo ${index + 1}`;

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
      setRefocus({ id: photo._id, dir });
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

  return (
    <section className="vd-card" aria-labelledby="gallery-title">
      <div className="vd-card__head">
        <div>
          <h2 id="gallery-title" className="vd-card__title">
            Photo Gallery
          </h2>
          <p className="vd-card__lead">Your primary photo leads your listing. Use the arrows to set the order of the rest.</p>
        </div>
      </div>

      <PhotoUploader vendorId={vendorId} notice={notice} onUploaded={reload} limitNote={limitNote} atLimit={limit !== null && photos.length >= limit} />

      <div className="vd-gallery-head">
        <h3 ref={headingRef} tabIndex={-1} className="vd-subtitle">
          Your Photos
        </h3>
        <p className="vd-count" data-testid="photo-count">
          {photoCount(photos.length)}
        </p>
      </div>

      {photos.length === 0 ? (
        <EmptyState level={3} icon={<ImageIcon size={36} />} title="No photos yet" className="vd-gallery-empty">
          <p>Listings with photos get far more attention from couples. Add your best work above.</p>
        </EmptyState>
      ) : (
        <ul className="vd-photos" data-testid="photo-grid">
          {photos.map((photo, index) => {
            const name = `photo ${index + 1}`;
            const disabled = busy !== null;
            return (
              <li key={photo._id} className="vd-photo" data-photo-id={photo._id} data-testid="photo-card" aria-busy={busy === photo._id || undefined}>
                <div className="vd-photo__frame">
                  <img src={photo.urls?.medium || photo.url} alt={altFor(photo, index)} loading="lazy" decoding="async" width={photo.width ?? undefined} height={photo.height ?? undefined} />
                  {photo.isPrimary && (
                    <span className="vd-photo__primary">
                      <StarIcon size={14} />
                      Primary
                    </span>
                  )}
                  <span className="vd-photo__position" aria-hidden="true">
                    {index + 1}
                  </span>
                </div>
                <div className="vd-photo__body">
                  <p className={photo.caption ? 'vd-photo__caption' : 'vd-photo__caption vd-empty-value'}>{photo.caption || 'No caption'}</p>
                  <div className="vd-photo__actions">
                    {photo.isPrimary ? (
                      <p className="vd-photo__is-primary">
                        <StarIcon size={14} />
                        Primary photo
                      </p>
                    ) : (
                      <Button variant="secondary" size="sm" className="vd-photo__set-primary" onClick={() => void makePrimary(photo)} disabled={disabled}>
                        <StarIcon size={14} />
                        Set Primary<span className="visually-hidden"> ({name})</span>
                      </Button>
                    )}
                    <Button variant="ghost" size="sm" onClick={() => setEditing(photo)} disabled={disabled}>
                      <PencilIcon size={14} />
                      Edit<span className="visually-hidden"> {name}</span>
                    </Button>
                    <Button variant="ghost" size="sm" className="vd-danger" onClick={() => void remove(photo)} disabled={disabled}>
                      <TrashIcon size={14} />
                      Delete<span className="visually-hidden"> {name}</span>
                    </Button>
                  </div>
                  {photos.length > 1 && (
                    <div className="vd-photo__move">
                      <button
                        type="button"
                        className="vd-icon-btn"
                        data-move="earlier"
                        onClick={() => void move(photo, 'earlier')}
                        disabled={disabled || index === 0}
                        aria-label={`Move ${name} left`}
                        title="Move left"
                      >
                        <ChevronLeftIcon size={18} />
                      </button>
                      <span className="vd-photo__order">
                        {index + 1} of {photos.length}
                      </span>
                      <button
                        type="button"
                        className="vd-icon-btn"
                        data-move="later"
                        onClick={() => void move(photo, 'later')}
                        disabled={disabled || index === photos.length - 1}
                        aria-label={`Move ${name} right`}
                        title="Move right"
                      >
                        <ChevronRightIcon size={18} />
                      </button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {editing && (
        <PhotoEditDialog
          photo={editing}
          photoLabel={label(editing)}
          saving={savingEdit}
          error={editError}
          onSave={(edit) => void saveEdit(edit)}
          onCancel={() => {
            setEditing(null);
            setEditError(null);
          }}
        />
      )}
    </section>
  );
}
