/** Contact message types and statuses (no zod, so option lists cost the browser nothing extra). */
export const CONTACT_TYPES = ['GENERAL_INQUIRY', 'CLAIM_REQUEST', 'SUPPORT'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The inquiry types as the contact form offers them (SPEC.md §2). */
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  GENERAL_INQUIRY: 'General Inquiry',
  CLAIM_REQUEST: 'Claim My Business Listing',
  SUPPORT: 'Technical Support',
};

export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
