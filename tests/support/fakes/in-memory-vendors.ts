import type { CategorySlug } from '../../../domain/categories/category.ts';
import { CATEGORY_LABELS } from '../../../domain/categories/category.ts';
import type { VendorSummary, Vendor, VendorCore } from '../../../domain/listings/vendor.ts';
import type { ListingClaimLink, VendorOwnershipRepository, WaitingInquiry } from '../../../application/ports/user-repository.ts';
import type { VendorRepository } from '../../../application/ports/vendor-repository.ts';

/** An active listing in Greenville with no owner unless told otherwise. */
export const aVendor = (id: string, o: Partial<Vendor> & { categorySlug?: CategorySlug } = {}): Vendor => {
  const { categorySlug = 'venues', ...overrides } = o;
  return {
    id,
    name: `Vendor ${id}`,
    slug: id.replace(/_/g, '-'),
    tagline: null,
    category: { id: `cat_${categorySlug}`, name: CATEGORY_LABELS[categorySlug], slug: categorySlug },
    location: { city: 'Greenville', county: 'Greenville', state: 'SC', region: null, zipCode: null },
    startingPrice: null,
    priceRange: 'not-specified',
    isActive: true,
    isFeatured: false,
    isVerified: false,
    premierPartner: false,
    reviewStats: { averageRating: 0, totalReviews: 0 },
    primaryImage: null,
    tags: [],
    replyTimeHours: null,
    couplesChoiceYear: null,
    email: null,
    phone: null,
    website: null,
    description: null,
    pricingNotes: null,
    socialMedia: { instagram: null, facebook: null, pinterest: null, tiktok: null },
    attributes: { capacity: null, style: null, specialties: [] },
    yearEstablished: null,
    isLicensed: false,
    isInsured: false,
    images: [],
    filters: [],
    ownerUserId: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
};

/**
 * Listings in a map: the one-vendor lookup use cases read (`findBySlugOrId`, active or not, as the knex
 * repository) and the owner link (vendors.owner_user_id) the ownership port and the inquiry fake read.
 * The list queries are not faked: a use case that calls one fails loudly.
 */
export class InMemoryVendors implements VendorRepository {
  readonly rows = new Map<string, Vendor>();

  add(vendor: Vendor): Vendor {
    this.rows.set(vendor.id, structuredClone(vendor));
    return vendor;
  }
  /** The stored listing (no copy), for the fakes that join on it. */
  get(id: string): Vendor | null {
    return this.rows.get(id) ?? null;
  }

  async findBySlugOrId(slugOrId: string): Promise<Vendor | null> {
    const v = this.rows.get(slugOrId) ?? [...this.rows.values()].find((r) => r.slug === slugOrId);
    return v ? structuredClone(v) : null;
  }
  async findCoreBySlugOrId(slugOrId: string): Promise<VendorCore | null> {
    const v = await this.findBySlugOrId(slugOrId);
    return v
      ? { id: v.id, name: v.name, slug: v.slug, isActive: v.isActive, category: v.category, startingPrice: v.startingPrice, ownerUserId: v.ownerUserId, capacity: v.attributes.capacity, email: v.email }
      : null;
  }
  async summariesByIds(ids: readonly string[]): Promise<VendorSummary[]> {
    return ids.flatMap((id) => {
      const v = this.rows.get(id);
      return v && v.isActive ? [structuredClone(v)] : [];
    });
  }
  compareFactsByIds(): never {
    throw new Error('InMemoryVendors.compareFactsByIds is not faked');
  }
  listPublic(): never {
    throw new Error('InMemoryVendors.listPublic is not faked');
  }
  listActiveSlugs(): never {
    throw new Error('InMemoryVendors.listActiveSlugs is not faked');
  }
  activeSlugCursors(): never {
    throw new Error('InMemoryVendors.activeSlugCursors is not faked');
  }
  listCities(): never {
    throw new Error('InMemoryVendors.listCities is not faked');
  }

  /** The claim links the ownership port stores (issue 36). */
  readonly claimLinks: ListingClaimLink[] = [];
  /** What the ownership port's `waitingInquiries` answers: a world with inquiries sets it (none by default). */
  waitingFrom: (vendorId: string, limit: number) => Promise<WaitingInquiry[]> = async () => [];

  /** The ownership port over the same listings. */
  readonly ownership: VendorOwnershipRepository = {
    ownerOf: async (vendorId) => this.rows.get(vendorId)?.ownerUserId ?? null,
    assign: async (vendorId, userId, at) => {
      const v = this.rows.get(vendorId);
      if (v) this.rows.set(vendorId, { ...v, ownerUserId: userId, updatedAt: at });
    },
    vendorName: async (vendorId) => this.rows.get(vendorId)?.name ?? null,
    waitingInquiries: (vendorId, limit) => this.waitingFrom(vendorId, limit),
    createClaimLink: async (link) => {
      this.claimLinks.push({ ...link });
    },
    findLiveClaimLink: async (tokenHash, at) => {
      const link = this.claimLinks.find((l) => l.tokenHash === tokenHash && !l.consumedAt && at < l.expiresAt);
      return link ? { ...link } : null;
    },
    consumeClaimLink: async (tokenHash, at) => {
      const link = this.claimLinks.find((l) => l.tokenHash === tokenHash && !l.consumedAt && at < l.expiresAt);
      if (!link) return null;
      link.consumedAt = at;
      return { ...link };
    },
  };
}
