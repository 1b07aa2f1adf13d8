import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { PhotoUploadError, uploadVendorPhoto } from '@uwd/api-client';
import { Button, cx } from '@uwd/ui';
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES, isPhotoContentType } from '@domain/listings/photos';
import { UploadIcon } from '../lib/icons';
import type { NoticeApi } from '@uwd/ui';

/** SPEC §5, §8. */
export const NOT_AN_IMAGE = 'Please select an image file';
export const UPLOAD_SUCCESS = 'Photo uploaded successfully!';
export const UPLOAD_PREPARE_FAILED = 'Failed to prepare upload. Please try again.';
export const UPLOAD_STORAGE_FAILED = 'Upload to storage failed. Please check your connection.';
export const UPLOAD_CONFIRM_FAILED = 'Upload completed but confirmation failed. Please refresh the page.';
export const UPLOAD_FAILED = 'Failed to upload photo';

const MAX_MB = Math.round(MAX_PHOTO_BYTES / 1024 / 1024);

/** The dashboard's message for a failed upload (SPEC §8 'Upload (dashboard alerts)'). */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof PhotoUploadError) {
    switch (error.stage) {
      case 'prepare':
        // A refusal with a reason (the plan's photo limit, a file too large) says so.
        return error.serverMessage ?? UPLOAD_PREPARE_FAILED;
      case 'storage':
        return UPLOAD_STORAGE_FAILED;
      case 'confirm':
        // The server checks the bytes: a file that is no real PNG/JPEG/WebP is refused with a reason.
        return error.serverMessage ?? UPLOAD_CONFIRM_FAILED;
      default:
        return error.message || UPLOAD_FAILED;
    }
  }
  return error instanceof Error && error.message ? error.message : UPLOAD_FAILED;
}

interface Upload {
  fileName: string;
  percent: number;
  phase: 'sending' | 'finishing';
}

interface PhotoUploaderProps {
  vendorId: string;
  notice: NoticeApi;
  /** After a confirmed upload (the page reloads the listing). */
  onUploaded: () => Promise<void> | void;
  /** 'N of M photos' when the plan's limit is known. */
  limitNote?: string;
  atLimit?: boolean;
}

/** Drag and drop or choose one photo (PNG, JPG, WebP); a percent progress bar while it uploads. */
export function PhotoUploader({ vendorId, notice, onUploaded, limitNote, atLimit }: PhotoUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (files: FileList | null | undefined) => {
    // One file at a time: only the first of a selection is used.
    const file = files?.[0];
    if (!file || upload) return;
    if (!file.type.startsWith('image/')) {
      window.alert(NOT_AN_IMAGE);
      return;
    }
    if (!isPhotoContentType(file.type)) {
      notice.error('Please choose a PNG, JPG or WebP image.');
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      notice.error(`This photo is larger than ${MAX_MB} MB. Please choose a smaller file.`);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ fileName: file.name, percent: 0, phase: 'sending' });
    try {
      await uploadVendorPhoto(vendorId, file, {
        signal: abort.signal,
        onProgress: (percent) => setUpload((u) => u && { ...u, percent, phase: percent >= 100 ? 'finishing' : 'sending' }),
      });
      notice.success(UPLOAD_SUCCESS);
      await onUploaded();
    } catch (error) {
      notice.error(uploadFailureMessage(error));
    } finally {
      controller.current = null;
      setUpload(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = upload || atLimit ? 'none' : 'copy';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (!atLimit) void start(event.dataTransfer.files);
  };

  const choose = () => inputRef.current?.click();

  return (
    <div className="vd-uploader">
      <div
        className={cx('vd-drop', dragging && 'vd-drop--over', (upload || atLimit) && 'vd-drop--disabled')}
        onDragEnter={onDragEnter}
        onDragLeave={onDragLeave}
        onDragOver={onDragOver}
        onDrop={onDrop}
        onClick={(event) => {
          // A click anywhere on the zone chooses a file, like the button (which handles its own click).
          if (!upload && !atLimit && !(event.target as HTMLElement).closest('button')) choose();
        }}
        data-testid="photo-dropzone"
      >
        <span className="vd-drop__icon" aria-hidden="true">
          <UploadIcon size={28} />
        </span>
        <p className="vd-drop__title">Drag and drop a photo here</p>
        <p className="vd-drop__or">or</p>
        <Button variant="outline" size="sm" onClick={choose} disabled={Boolean(upload) || atLimit} aria-describedby="photo-upload-hint">
          Choose a Photo
        </Button>
        <p id="photo-upload-hint" className="vd-drop__hint">
          PNG, JPG or WebP, up to {MAX_MB} MB, one photo at a time.{limitNote ? ` ${limitNote}` : ''}
        </p>
        <label htmlFor="photo-upload-input" className="visually-hidden">
          Upload a photo
        </label>
        <input
          ref={inputRef}
          id="photo-upload-input"
          type="file"
          accept={PHOTO_CONTENT_TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void start(event.target.files)}
          disabled={Boolean(upload) || atLimit}
        />
      </div>

      {upload && (
        <div className="vd-progress" data-testid="upload-progress">
          <div className="vd-progress__row">
            <span className="vd-progress__name">
              {upload.phase === 'finishing' ? 'Finishing' : 'Uploading'} {upload.fileName}
            </span>
            <span className="vd-progress__value" aria-hidden="true">
              {upload.percent}%
            </span>
          </div>
          <div
            className="vd-progress__track"
            role="progressbar"
            aria-label={`Uploading ${upload.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            aria-valuetext={`${upload.percent}%`}
          >
            <div className="vd-progress__bar" style={{ width: `${upload.percent}%` }} />
          </div>
          {upload.phase === 'sending' && (
            <Button variant="ghost" size="sm" className="vd-progress__cancel" onClick={() => controller.current?.abort()}>
              Cancel Upload
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
