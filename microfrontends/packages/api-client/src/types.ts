/** DTOs as the API speaks them (SPEC §3, §7). Ids are strings called `_id`. */

export interface Category {
  _id: string;
  name: string;
  slug: string;
  description: string;
  sortOrder: number;
  vendorCount: number;
  imageUrl: string | null;
}

export interface VendorProfileSummary {
  _id?: string;
  name?: string;
  slug?: string;
  [key: string]: unknown;
}

export interface User {
  email: string;
  isAdmin: boolean;
  vendorId: string | null;
  vendorProfile: VendorProfileSummary | null;
}

export interface SuccessResponse {
  success: boolean;
  message?: string;
}
