/**
 * The admin lists' filter values and the contact statuses' labels, without zod: screens that only need
 * the options import this file and do not download the validation library.
 */
export const APPLICATION_STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export const REVIEW_STATUS_FILTERS = ['all', 'published', 'unpublished'] as const;
export const UPGRADE_STATUS_FILTERS = ['all', 'pending', 'applied', 'rejected'] as const;

/** Labels of the contact statuses, for the admin messages screen. */
export const CONTACT_STATUS_LABELS = { new: 'New', in_progress: 'In progress', resolved: 'Resolved', archived: 'Archived' } as const;
