import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute, isApiError, putFileWithProgress, requestFailureMessage } from '@uwd/api-client';
import { MAX_PHOTO_BYTES } from '@domain/listings/photos';
import { reviewPhotoUploadRoute } from '@domain/reviews/review-photo-api';
import { isReviewPhotoType, MAX_REVIEW_PHOTOS, REVIEW_PHOTO_MESSAGES } from '@domain/reviews/review-photos';

export const REVIEW_PHOTO_UPLOAD_FAILED = 'This photo could not be uploaded. Please remove it and try again.';
export const REVIEW_PHOTOS_STILL_UPLOADING = 'Please wait for your photos to finish uploading.';
export const REVIEW_PHOTOS_FAILED = 'Please remove the photos that could not be uploaded.';

/** One chosen photo: its preview, and where its upload is. */
export interface ChosenPhoto {
  key: string;
  name: string;
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  /** 0 to 100 while uploading. */
  progress: number;
  uploadId: string | null;
  error: string | null;
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * The review form's photos (issue 40 §3): each chosen file gets a signed upload (POST
 * /api/vendors/{id}/review-photos/uploads, one upload session for the form) and is PUT there with progress;
 * the review then sends the finished uploads' ids as `photoIds`. Up to five; a file of another type or too
 * large is refused before anything is sent; removing one cancels its upload.
 */
export function useReviewPhotos(vendorId: string) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const session = useRef<string | undefined>(undefined);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const seq = useRef(0);
  // Upload URLs are asked for one at a time, so every request after the first carries the form's session.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls) revoke(url);
    };
  }, []);

  const update = (key: string, change: Partial<ChosenPhoto>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const upload = async (key: string, file: File) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    try {
      const asked = queue.current.then(() =>
        callRoute(reviewPhotoUploadRoute, {
          params: { id: vendorId },
          body: { fileName: file.name.slice(0, 255) || 'photo', fileType: file.type, fileSize: file.size, ...(session.current ? { session: session.current } : {}) },
          signal: controller.signal,
        }),
      );
      queue.current = asked.catch(() => undefined);
      const answer = await asked;
      session.current = answer.session;
      await putFileWithProgress(answer.uploadUrl, file, { headers: answer.headers, signal: controller.signal, onProgress: (progress) => update(key, { progress }) });
      update(key, { status: 'done', progress: 100, uploadId: answer.uploadId });
    } catch (error) {
      if (controller.signal.aborted) return;
      const refused = isApiError(error) && error.status === 400 ? error.apiError?.message : undefined;
      update(key, { status: 'error', error: refused ?? requestFailureMessage(error, REVIEW_PHOTO_UPLOAD_FAILED, 'photo uploads') });
    } finally {
      uploads.current.delete(key);
    }
  };

  const add = (files: readonly File[]) => {
    setNotice(null);
    const room = MAX_REVIEW_PHOTOS - photos.length;
    const accepted: Array<{ photo: ChosenPhoto; file: File }> = [];
    const refused: string[] = [];
    for (const file of files) {
      if (!isReviewPhotoType(file.type)) refused.push(`${file.name}: ${REVIEW_PHOTO_MESSAGES.notAnImage}.`);
      else if (file.size > MAX_PHOTO_BYTES) refused.push(`${file.name}: ${REVIEW_PHOTO_MESSAGES.tooLarge}.`);
      else if (accepted.length >= room) refused.push(`${REVIEW_PHOTO_MESSAGES.tooMany}.`);
      else {
        seq.current += 1;
        const previewUrl = previewOf(file);
        previews.current.add(previewUrl);
        accepted.push({ file, photo: { key: `photo-${seq.current}`, name: file.name, previewUrl, status: 'uploading', progress: 0, uploadId: null, error: null } });
      }
    }
    if (refused.length > 0) setNotice([...new Set(refused)].join(' '));
    if (accepted.length === 0) return;
    setPhotos((list) => [...list, ...accepted.map((a) => a.photo)]);
    for (const { photo, file } of accepted) void upload(photo.key, file);
  };

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setNotice(null);
    setPhotos((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) {
        revoke(gone.previewUrl);
        previews.current.delete(gone.previewUrl);
      }
      return list.filter((p) => p.key !== key);
    });
  }, []);

  /** Why the review cannot be sent yet (an upload running or failed), or null. */
  const blocker = photos.some((p) => p.status === 'uploading') ? REVIEW_PHOTOS_STILL_UPLOADING : photos.some((p) => p.status === 'error') ? REVIEW_PHOTOS_FAILED : null;
  const photoIds = photos.flatMap((p) => (p.status === 'done' && p.uploadId ? [p.uploadId] : []));

  return { photos, notice, add, remove, blocker, photoIds, room: MAX_REVIEW_PHOTOS - photos.length };
}
