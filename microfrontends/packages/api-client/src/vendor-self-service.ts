/**
 * Vendor self-service (SPEC §2 'Vendor dashboard', 'Upgrade'; §7 'Vendors and photos', upgrades; §8 'Upload'):
 * the signed-in owner's listing, profile, photos, service filters and the upgrade request.
 *
 * Every call sends the stored Bearer token (see http.ts). The owner's listing is read with `cache: 'no-store'`:
 * GET /api/vendors/{id} is also a public, cacheable answer, and the dashboard must see its own changes at once.
 */
import type { vendorProfileSchema } from '@domain/listings/vendor-profile';
import type { upgradeRequestSchema } from '@domain/subscriptions/upgrade-request';
import type { z } from 'zod';
import type {
  filtersAppliedAnswerSchema,
  OneVendorAnswer,
  photoConfirmedAnswerSchema,
  photoUpdatedAnswerSchema,
  PhotoUploadTicket as PhotoUploadTicketDto,
  vendorUpdatedAnswerSchema,
} from '@domain/listings/vendor-answers';
import type { OkAnswer } from '@domain/shared/answers';
import type { Tier } from '@domain/subscriptions/tiers';
import type { PlanCancelled, UpgradeEligibility } from '@domain/subscriptions/upgrade-request';
import type { PlanChangeBody, PlanChangedDto, PlanPreviewDto } from '@domain/billing/plan-change-api';
import { ApiError, http, readToken, type RequestOptions } from './http';
import type { VendorDetail, VendorImageDto } from './vendor-detail';

type CallOptions = Pick<RequestOptions, 'signal'>;

export type SubscriptionTier = Tier;

/** The owner's view of a listing: the public listing, possibly inactive. */
export type OwnVendor = VendorDetail;

/** PUT /api/vendors/{id}: what the owner may change. `category` is the category `_id`. */
/** The body of PUT /vendors/{id}: the profile schema's fields. */
export type VendorProfileUpdate = z.output<typeof vendorProfileSchema>;

/** The owner's listing, also when it is not active yet. A 403/404 throws `ApiError`. */
export async function getOwnVendor(vendorId: string, options?: CallOptions): Promise<OwnVendor> {
  const res = await http.get<Partial<OneVendorAnswer> | OwnVendor>(`/vendors/${encodeURIComponent(vendorId)}`, { ...options, cache: 'no-store' });
  const vendor = res && 'vendor' in res && res.vendor ? res.vendor : (res as OwnVendor | null);
  if (!vendor || typeof vendor !== 'object' || !('_id' in vendor)) throw new Error('Malformed vendor response');
  return vendor;
}

/** Saves the profile. A 400 throws `ApiError` whose `apiError.fields` names the invalid fields (dotted paths). */
export async function updateVendorProfile(vendorId: string, body: VendorProfileUpdate, options?: CallOptions): Promise<OwnVendor | null> {
  const res = await http.put<Partial<z.infer<typeof vendorUpdatedAnswerSchema>> | null>(`/vendors/${encodeURIComponent(vendorId)}`, body, options);
  return res?.vendor ?? null;
}

// ---- photos -----------------------------------------------------------------------------------

export interface PhotoMeta {
  altText?: string;
  caption?: string;
}

export type PhotoUploadTicket = PhotoUploadTicketDto;

/** Step 1: asks for a signed upload URL. A refused request (e.g. the plan's photo limit) throws `ApiError`. */
export function requestPhotoUpload(
  vendorId: string,
  body: { fileName: string; fileType: string; fileSize: number } & PhotoMeta,
  options?: CallOptions,
): Promise<PhotoUploadTicket> {
  return http.post<PhotoUploadTicket>(`/vendors/${encodeURIComponent(vendorId)}/photos`, body, options);
}

/** Step 3: tells the API the file is in storage; it checks the bytes and adds the photo. */
export async function confirmPhotoUpload(
  vendorId: string,
  body: { imageId: string; s3Key: string } & PhotoMeta,
  options?: CallOptions,
): Promise<VendorImageDto | null> {
  const res = await http.post<Partial<z.infer<typeof photoConfirmedAnswerSchema>> | null>(`/vendors/${encodeURIComponent(vendorId)}/photos/confirm`, body, options);
  return res?.image ?? null;
}

export async function updatePhoto(
  vendorId: string,
  photoId: string,
  body: { altText?: string; caption?: string; isPrimary?: boolean },
  options?: CallOptions,
): Promise<VendorImageDto | null> {
  const res = await http.put<Partial<z.infer<typeof photoUpdatedAnswerSchema>> | null>(
    `/vendors/${encodeURIComponent(vendorId)}/photos/${encodeURIComponent(photoId)}`,
    body,
    options,
  );
  return res?.image ?? null;
}

export const setPrimaryPhoto = (vendorId: string, photoId: string, options?: CallOptions) => updatePhoto(vendorId, photoId, { isPrimary: true }, options);

export function deletePhoto(vendorId: string, photoId: string, options?: CallOptions): Promise<OkAnswer | null> {
  return http.delete<OkAnswer | null>(`/vendors/${encodeURIComponent(vendorId)}/photos/${encodeURIComponent(photoId)}`, options);
}

/** Saves the gallery order: every photo id, first to last. */
export function reorderPhotos(vendorId: string, photoOrder: string[], options?: CallOptions): Promise<OkAnswer> {
  return http.put<OkAnswer>(`/vendors/${encodeURIComponent(vendorId)}/photos/reorder`, { photoOrder }, options);
}

/** Where an upload failed. */
export type PhotoUploadStage = 'auth' | 'prepare' | 'storage' | 'confirm' | 'cancelled';

/**
 * An upload failure with SPEC §8's service-level message ('Authentication required', 'Failed to get upload
 * URL' or the server's message, 'S3 upload failed with status: {code}', 'Network error during upload',
 * 'Upload cancelled', 'Failed to confirm upload' or the server's message). `serverMessage` is set when the API
 * refused the request with a message of its own (a 4xx), e.g. the photo limit or a file that is no image.
 */
export class PhotoUploadError extends Error {
  readonly stage: PhotoUploadStage;
  readonly status?: number;
  readonly serverMessage?: string;

  constructor(stage: PhotoUploadStage, message: string, details: { status?: number; serverMessage?: string } = {}) {
    super(message);
    this.name = 'PhotoUploadError';
    this.stage = stage;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The API's own message for a refused (4xx) request, if it sent one. */
const clientErrorMessage = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.apiError?.message || undefined : undefined;

/**
 * PUTs a file to a signed URL with XMLHttpRequest, so the upload reports progress (fetch cannot). Sends exactly
 * `headers` and no credentials: the URL may be another origin (S3). Resolves on 2xx; rejects with
 * `PhotoUploadError` ('storage' or 'cancelled').
 */
export function putFileWithProgress(
  url: string,
  file: Blob,
  options: { headers?: Record<string, string>; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new PhotoUploadError('cancelled', 'Upload cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('PUT', url, true);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve();
      } else {
        reject(new PhotoUploadError('storage', `S3 upload failed with status: ${xhr.status}`, { status: xhr.status }));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new PhotoUploadError('storage', 'Network error during upload'));
    };
    xhr.onabort = () => {
      done();
      reject(new PhotoUploadError('cancelled', 'Upload cancelled'));
    };
    options.signal?.addEventListener('abort', onAbortSignal);
    xhr.send(file);
  });
}

export interface UploadPhotoOptions extends PhotoMeta {
  /** 0-100 while the file travels to storage. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * The whole photo upload (SPEC §4 'Photo upload'): ask for a signed URL, PUT the file there with progress,
 * confirm. Resolves with the new image; rejects with `PhotoUploadError`.
 */
export async function uploadVendorPhoto(vendorId: string, file: File, options: UploadPhotoOptions = {}): Promise<VendorImageDto | null> {
  if (!readToken()) throw new PhotoUploadError('auth', 'Authentication required');
  const { signal, onProgress } = options;
  const altText = options.altText ?? '';
  const caption = options.caption ?? '';

  let ticket: PhotoUploadTicket;
  try {
    ticket = await requestPhotoUpload(vendorId, { fileName: file.name, fileType: file.type, fileSize: file.size, altText, caption }, { signal });
  } catch (error) {
    if (isAbort(error)) throw new PhotoUploadError('cancelled', 'Upload cancelled');
    if (error instanceof ApiError && error.status === 401) throw new PhotoUploadError('auth', 'Authentication required', { status: 401 });
    const serverMessage = clientErrorMessage(error);
    throw new PhotoUploadError('prepare', serverMessage ?? 'Failed to get upload URL', {
      status: error instanceof ApiError ? error.status : undefined,
      serverMessage,
    });
  }
  if (!ticket?.uploadUrl || !ticket.imageId) throw new PhotoUploadError('prepare', 'Failed to get upload URL');

  onProgress?.(0);
  await putFileWithProgress(ticket.uploadUrl, file, { headers: ticket.headers ?? { 'Content-Type': file.type }, onProgress, signal });

  try {
    return await confirmPhotoUpload(vendorId, { imageId: ticket.imageId, s3Key: ticket.s3Key, altText, caption }, { signal });
  } catch (error) {
    if (isAbort(error)) throw new PhotoUploadError('cancelled', 'Upload cancelled');
    const serverMessage = clientErrorMessage(error);
    throw new PhotoUploadError('confirm', serverMessage ?? 'Failed to confirm upload', {
      status: error instanceof ApiError ? error.status : undefined,
      serverMessage,
    });
  }
}

type FiltersApplied = z.infer<typeof filtersAppliedAnswerSchema>;

// ---- service filters --------------------------------------------------------------------------

/** Gives the vendors exactly these filters (PUT /api/vendors/apply-filters). */
export function applyVendorFilters(vendorIds: string[], filterIds: string[], options?: CallOptions): Promise<FiltersApplied> {
  return http.put<FiltersApplied>('/vendors/apply-filters', { vendorIds, filterIds }, options);
}

/** Removes every filter from the vendors (PUT /api/vendors/clear-filters). */
export function clearVendorFilters(vendorIds: string[], options?: CallOptions): Promise<FiltersApplied> {
  return http.put<FiltersApplied>('/vendors/clear-filters', { vendorIds }, options);
}

// ---- upgrades ---------------------------------------------------------------------------------

/**
 * The body of POST /upgrades (domain/billing/plan-change-api.ts): the business name and email, the tier, and
 * the card — the one on file (`useCardOnFile`), SPEC's card fields (the local test processor), or a
 * SetupIntent confirmed in Stripe's own fields.
 */
export type UpgradeSubmission = Omit<PlanChangeBody, 'creditCard'> & { creditCard?: z.output<ReturnType<typeof upgradeRequestSchema>>['creditCard'] };

/**
 * POST /api/upgrades → 201: the plan changed at the processor (issue 37). A refusal throws `ApiError`
 * (its `apiError.message` is the server's; a declined card names `creditCard` in `apiError.fields`).
 */
export function submitUpgrade(body: UpgradeSubmission, options?: CallOptions): Promise<PlanChangedDto> {
  return http.post<PlanChangedDto>('/upgrades', body, options);
}

/** What a plan change would do (GET /api/vendors/{id}/plan-change?tier=…): the trial's end or the amount due now, and the card on file. */
export type PlanChangePreview = Omit<PlanPreviewDto, 'success'>;

export function previewPlanChange(vendorId: string, tier: 'featured' | 'premier', options?: CallOptions): Promise<PlanChangePreview> {
  return http.get<PlanPreviewDto>(`/vendors/${encodeURIComponent(vendorId)}/plan-change?tier=${tier}`, { ...options, cache: 'no-store' });
}

/**
 * The listing's plan (GET /api/upgrades/check/{slug}, the shape of `upgradeEligibilitySchema` in
 * domain/subscriptions/upgrade-request.ts): the tier in force ('free' when the answer names none), the upgrade
 * request waiting for an admin, and the running paid plan's dates (ISO strings). A 403/404 throws `ApiError`.
 */
export type PlanStatus = Omit<UpgradeEligibility, 'success'>;

export async function getPlanStatus(slug: string, options?: CallOptions): Promise<PlanStatus> {
  const res = await http.get<Partial<UpgradeEligibility> | null>(`/upgrades/check/${encodeURIComponent(slug)}`, {
    ...options,
    cache: 'no-store',
  });
  const tier = res?.currentTier;
  return {
    currentTier: tier === 'featured' || tier === 'premier' ? tier : 'free',
    pendingUpgrade: res?.pendingUpgrade ?? null,
    subscription: res?.subscription ?? null,
  };
}

/** The listing's current tier (GET /api/upgrades/check/{slug}); 'free' when the answer names none. */
export async function checkUpgradeEligibility(slug: string, options?: CallOptions): Promise<SubscriptionTier> {
  return (await getPlanStatus(slug, options)).currentTier;
}

/**
 * The owner cancels their paid plan (POST /api/vendors/{id}/subscription/cancel): it runs to `endsAt` (the end
 * of the trial or billing period), then the listing moves to the free Standard listing. A refusal throws `ApiError`.
 */
export function cancelOwnPlan(vendorId: string, options?: CallOptions): Promise<PlanCancelled> {
  return http.post(`/vendors/${encodeURIComponent(vendorId)}/subscription/cancel`, {}, options);
}
