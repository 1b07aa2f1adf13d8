import { useRef } from 'react';
import { type OwnVendor, type SubscriptionTier, type VendorImageDto } from '@uwd/api-client';
import { Button, EmptyState } from '@uwd/ui';
import { photoLimitFor } from '@domain/subscriptions/tiers';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon, PencilIcon, StarIcon, TrashIcon } from '../lib/icons';
import type { NoticeApi } from '@uwd/ui';
import { PhotoEditDialog } from './PhotoEditDialog';
import { PhotoUploader } from './PhotoUploader';
import { usePhotoActions } from './usePhotoActions';

export { DELETE_CONFIRM, PHOTO_DELETED, PHOTO_UPDATED, PRIMARY_UPDATED } from './usePhotoActions';

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { busy, editing, setEditing, savingEdit, editError, setEditError, makePrimary, remove, move, saveEdit } = usePhotoActions({ vendor, vendorId, photos, notice, reload, headingRef });

  const limit = tier ? photoLimitFor(tier) : null;
  const limitNote = limit ? `${photos.length} of ${limit} photos used on your plan.` : undefined;

  const label = (photo: VendorImageDto) => `Photo ${photos.indexOf(photo) + 1}`;
  const altFor = (photo: VendorImageDto, index: number) => photo.altText?.trim() || photo.caption?.trim() || `${vendor.name}, photo ${index + 1}`;

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
                  <p className={photo.caption ? 'vd-photo__caption' : 'vd-photo__caption vd-empty-value'} title={photo.caption || undefined}>{photo.caption || 'No caption'}</p>
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
