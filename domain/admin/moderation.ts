import { z } from 'zod';
import { CONTACT_STATUSES, CONTACT_TYPES } from '../contact/contact-options.ts';
import { multiLine } from '../shared/text-fields.ts';
import { APPLICATION_STATUS_FILTERS, REVIEW_STATUS_FILTERS, UPGRADE_STATUS_FILTERS } from './moderation-options.ts';

export { APPLICATION_STATUS_FILTERS, CONTACT_STATUS_LABELS, REVIEW_STATUS_FILTERS, UPGRADE_STATUS_FILTERS } from './moderation-options.ts';

/** PUT /api/admin/applications/{id}/reject: the reason is optional (the prompt may be left empty). */
export const rejectApplicationSchema = z.object({
  reason: multiLine(
    'The reason',
    z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v ?? null), z.string('The reason must be text').max(2000, 'The reason must be at most 2000 characters').nullable()),
  ),
});

/** PUT /api/contact/{id}/status. Notes left out are kept; '' clears them. */
export const contactStatusSchema = z.object({
  status: z.enum(CONTACT_STATUSES, 'Status must be new, in_progress, resolved or archived'),
  notes: multiLine(
    'Notes',
    z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string('Notes must be text').max(5000, 'Notes must be at most 5000 characters').nullable().optional()),
  ),
});

/** Granting a claim request: the listing the claimant owns from now on. */
export const grantClaimSchema = z.object({
  vendorId: z.string('Please choose the vendor to grant').min(1, 'Please choose the vendor to grant').max(191),
});

const listPage = z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number('page must be a number').int().min(1).max(100_000));
const listLimit = (max: number) => z.preprocess((v) => (v === undefined || v === '' ? max : Number(v)), z.number('limit must be a number').int().min(1).max(max));

export const applicationListQuerySchema = z.object({
  status: z.preprocess((v) => v || 'all', z.enum(APPLICATION_STATUS_FILTERS, 'status must be all, pending, approved or rejected')),
  page: listPage,
  limit: listLimit(100),
});

export const reviewListQuerySchema = z.object({
  status: z.preprocess((v) => v || 'all', z.enum(REVIEW_STATUS_FILTERS, 'status must be all, published or unpublished')),
  page: listPage,
  limit: listLimit(100),
});

export const contactListQuerySchema = z.object({
  status: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.enum(CONTACT_STATUSES, 'Unknown status').optional()),
  type: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.enum(CONTACT_TYPES, 'Unknown message type').optional()),
  page: listPage,
  limit: listLimit(100),
});

export const upgradeListQuerySchema = z.object({
  status: z.preprocess((v) => v || 'pending', z.enum(UPGRADE_STATUS_FILTERS, 'status must be all, pending, applied or rejected')),
});
