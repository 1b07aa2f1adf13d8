import { rebuildListingCounts } from '../listing-counts.ts';
import { rebuildVendorSearch } from '../search-index.ts';
import { plainTextOf } from '../../../../domain/listings/search-text.ts';
import os from 'node:os';
import type { Knex } from 'knex';
import { ulid } from 'ulid';
import type { FileStorage } from '../../../../application/ports/file-storage.ts';
import type { CategorySlug } from '../../../../domain/categories/category.ts';
import { slugify } from '../../../../domain/listings/slug.ts';
import { buildVendor, type BuiltVendor } from './demo-content.ts';
import { DEMO_CATEGORIES } from './demo-data/categories.ts';
import { DEMO_FILTERS, SEO_TITLE_SUFFIX } from './demo-data/filters.ts';
import { DEMO_APPLICATIONS, DEMO_CONTACT_MESSAGES } from './demo-data/inbox.ts';
import { DEMO_VENDORS } from './demo-data/vendors.ts';
import { planCategoryPhoto, renderCategoryPhoto, renderVendorPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from './demo-images.ts';

/**
 * The demo directory: six categories, every SEO filter, sixty Upstate vendors with photos, reviews and
 * subscriptions, a few applications and messages for the admin, and admin users.
 *
 * Idempotent: rows are matched by natural key (category slug, filter (category, slug), tag slug, vendor
 * slug, user email, application (email, business name), message (email, subject)) and only missing ones
 * are inserted. A vendor's children (photos, tags, filters, reviews, subscription) are created only with
 * the vendor, so an existing listing is never touched. Photo files are generated only when missing from
 * storage (the files of existing demo rows are re-created if they were lost). All rows are written in one
 * transaction; files are written before it, so a failure leaves no partial rows (at most reusable files).
 * Existing users listed in adminEmails are made admins.
 */

export const SEED_TABLES = [
  'categories',
  'seo_filters',
  'tags',
  'vendors',
  'vendor_tags',
  'vendor_filters',
  'vendor_images',
  'payment_methods',
  'subscriptions',
  'reviews',
  'users',
  'applications',
  'contact_messages',
] as const;
export type SeedTable = (typeof SEED_TABLES)[number];

export interface SeedOptions {
  adminEmails: string[];
  log?: (line: string) => void;
  /** The seed's clock (tests pin it); defaults to the current time. */
  now?: Date;
  /** Photos rendered at once; defaults to the number of CPUs (at most 4). */
  photoConcurrency?: number;
}

export interface SeedReport {
  /** Rows inserted per table: all zeros when the demo data is already there. */
  inserted: Record<SeedTable, number>;
  /** Existing users promoted to admin because they are in adminEmails. */
  adminsPromoted: number;
  /** Image files written to storage, and those already present. */
  files: { written: number; present: number };
  /** Wall-clock seconds: total and the photo-generation part. */
  seconds: { total: number; photos: number };
}

type Row = Record<string, unknown>;

const chunkedInsert = async (trx: Knex.Transaction, table: string, rows: Row[], size = 200): Promise<void> => {
  for (let i = 0; i < rows.length; i += size) await trx(table).insert(rows.slice(i, i + size));
};

/** Runs tasks with at most `limit` at once. */
const runPool = async <T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
};

const categoryImageKey = (slug: CategorySlug): string => `categories/${slug}.jpg`;

export const seedDemo = async (knex: Knex, storage: FileStorage, options: SeedOptions): Promise<SeedReport> => {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const inserted = Object.fromEntries(SEED_TABLES.map((name) => [name, 0])) as Record<SeedTable, number>;

  const vendors: BuiltVendor[] = DEMO_VENDORS.map((v, i) => buildVendor(v, i, now));
  const adminEmails = [...new Set(options.adminEmails.map((e) => e.trim().toLowerCase()).filter((e) => e.length > 0))];

  // ---------------------------------------------------------------------------- what is already there
  const existingCategories = (await knex('categories').select('id', 'slug', 'image_key')) as Array<{
    id: string;
    slug: string;
    image_key: string | null;
  }>;
  const existingVendors = (await knex('vendors')
    .select('id', 'slug')
    .whereIn(
      'slug',
      vendors.map((v) => v.slug),
    )) as Array<{ id: string; slug: string }>;
  const existingVendorSlugs = new Set(existingVendors.map((v) => v.slug));
  const newVendors = vendors.filter((v) => !existingVendorSlugs.has(v.slug));

  // ------------------------------------------------------------------------------------------ files
  // Files for new rows, plus the files of existing demo rows that went missing from storage.
  const photosStarted = performance.now();
  const byteSizes = new Map<string, number>();
  const jobs: Array<() => Promise<void>> = [];
  let written = 0;
  let present = 0;

  const categoriesNeedingImage = DEMO_CATEGORIES.filter((c) => {
    const row = existingCategories.find((r) => r.slug === c.slug);
    return !row || row.image_key === categoryImageKey(c.slug);
  });
  for (const c of categoriesNeedingImage) {
    const key = categoryImageKey(c.slug);
    jobs.push(async () => {
      if (await storage.exists(key)) {
        present++;
        return;
      }
      await storage.put(key, await renderCategoryPhoto(planCategoryPhoto(c.slug)), 'image/jpeg');
      written++;
    });
  }

  const existingImageKeys = new Set<string>();
  if (existingVendors.length > 0) {
    const rows = (await knex('vendor_images')
      .select('storage_key')
      .whereIn(
        'vendor_id',
        existingVendors.map((v) => v.id),
      )) as Array<{ storage_key: string }>;
    for (const r of rows) existingImageKeys.add(r.storage_key);
  }
  for (const v of vendors) {
    const isNew = !existingVendorSlugs.has(v.slug);
    for (const photo of v.photos) {
      if (!isNew && !existingImageKeys.has(photo.key)) continue;
      jobs.push(async () => {
        const [hasFull, hasMedium] = await Promise.all([storage.exists(photo.key), storage.exists(photo.mediumKey)]);
        if (hasFull && hasMedium) {
          present += 2;
          if (isNew) byteSizes.set(photo.key, (await storage.get(photo.key))?.byteLength ?? 0);
          return;
        }
        const rendered = await renderVendorPhoto(photo);
        await Promise.all([
          storage.put(photo.key, rendered.full, 'image/jpeg'),
          storage.put(photo.mediumKey, rendered.medium, 'image/jpeg'),
        ]);
        written += 2;
        byteSizes.set(photo.key, rendered.full.byteLength);
      });
    }
  }
  const concurrency = options.photoConcurrency ?? Math.min(4, Math.max(1, os.availableParallelism()));
  await runPool(jobs, concurrency, (job) => job());
  const photoSeconds = (performance.now() - photosStarted) / 1000;
  if (written > 0) log(`demo seed: wrote ${written} image files in ${photoSeconds.toFixed(1)} s (${present} already present)`);

  // ------------------------------------------------------------------------------------------- rows
  let adminsPromoted = 0;
  await knex.transaction(async (trx) => {
    // Times are Date objects, as in the repositories: mysql2 writes UTC DATETIME(3) (timezone 'Z'); knex's
    // better-sqlite3 client stores epoch milliseconds (rows.ts reads both).
    const stamp = now;

    // Categories.
    const categoryIds = new Map<string, string>();
    for (const row of (await trx('categories').select('id', 'slug')) as Array<{ id: string; slug: string }>) {
      categoryIds.set(row.slug, row.id);
    }
    const categoryRows: Row[] = [];
    for (const c of DEMO_CATEGORIES) {
      if (categoryIds.has(c.slug)) continue;
      const id = ulid();
      categoryIds.set(c.slug, id);
      categoryRows.push({
        id,
        name: c.name,
        slug: c.slug,
        description: c.description,
        sort_order: c.sortOrder,
        image_key: categoryImageKey(c.slug),
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await chunkedInsert(trx, 'categories', categoryRows);
    inserted.categories = categoryRows.length;
    const categoryId = (slug: string): string => {
      const id = categoryIds.get(slug);
      if (!id) throw new Error(`Category ${slug} is missing`);
      return id;
    };

    // SEO filters.
    const filterRows = (await trx('seo_filters').select('id', 'category_id', 'slug', 'filter_key', 'filter_value')) as Array<{
      id: string;
      category_id: string;
      slug: string;
      filter_key: string;
      filter_value: string;
    }>;
    const filterSlugs = new Set(filterRows.map((f) => `${f.category_id}:${f.slug}`));
    const filterByValue = new Map<string, string>();
    for (const f of filterRows) {
      const k = `${f.category_id}:${f.filter_key}:${f.filter_value}`;
      if (!filterByValue.has(k)) filterByValue.set(k, f.id);
    }
    const newFilters: Row[] = [];
    const sortOrders = new Map<string, number>();
    for (const f of DEMO_FILTERS) {
      const catId = categoryId(f.category);
      const sortOrder = (sortOrders.get(f.category) ?? 0) + 1;
      sortOrders.set(f.category, sortOrder);
      const slug = slugify(f.name);
      if (filterSlugs.has(`${catId}:${slug}`)) continue;
      const id = ulid();
      filterSlugs.add(`${catId}:${slug}`);
      const k = `${catId}:${f.key}:${f.value}`;
      if (!filterByValue.has(k)) filterByValue.set(k, id);
      newFilters.push({
        id,
        name: f.name,
        slug,
        category_id: catId,
        filter_key: f.key,
        filter_value: f.value,
        seo_title: `${f.titleSubject}${SEO_TITLE_SUFFIX}`,
        seo_description: f.seoDescription,
        meta_keywords: JSON.stringify(f.keywords),
        content: f.content,
        sort_order: sortOrder,
        is_active: true,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await chunkedInsert(trx, 'seo_filters', newFilters);
    inserted.seo_filters = newFilters.length;

    // New vendors (checked again inside the transaction), with everything that hangs off them.
    const presentNow = new Set(
      ((await trx('vendors')
        .select('slug')
        .whereIn(
          'slug',
          newVendors.map((v) => v.slug),
        )) as Array<{ slug: string }>).map((r) => r.slug),
    );
    const toInsert = newVendors.filter((v) => !presentNow.has(v.slug));

    // Tags.
    const tagIds = new Map<string, string>();
    const neededTagSlugs = [...new Set(toInsert.flatMap((v) => v.tags.map((tag) => tag.slug)))];
    if (neededTagSlugs.length > 0) {
      for (const row of (await trx('tags').select('id', 'slug').whereIn('slug', neededTagSlugs)) as Array<{ id: string; slug: string }>) {
        tagIds.set(row.slug, row.id);
      }
    }
    const tagRows: Row[] = [];
    for (const v of toInsert) {
      for (const tag of v.tags) {
        if (tagIds.has(tag.slug)) continue;
        const id = ulid();
        tagIds.set(tag.slug, id);
        tagRows.push({ id, name: tag.name, slug: tag.slug });
      }
    }
    await chunkedInsert(trx, 'tags', tagRows);
    inserted.tags = tagRows.length;

    const vendorRows: Row[] = [];
    const vendorTagRows: Row[] = [];
    const vendorFilterRows: Row[] = [];
    const imageRows: Row[] = [];
    const paymentRows: Row[] = [];
    const subscriptionRows: Row[] = [];
    const reviewRows: Row[] = [];
    const vendorIdBySlug = new Map<string, string>();
    for (const v of toInsert) {
      const s = v.source;
      const id = ulid();
      vendorIdBySlug.set(v.slug, id);
      const created = v.createdAt;
      vendorRows.push({
        id,
        name: s.name,
        slug: v.slug,
        email: v.email,
        phone: v.phone,
        website: v.website,
        tagline: s.tagline,
        description: v.description,
        description_text: plainTextOf(v.description),
        category_id: categoryId(s.category),
        city: v.town.city,
        county: v.town.county,
        state: 'SC',
        region: v.town.region,
        zip_code: v.town.zipCode,
        starting_price: s.startingPrice,
        price_range: s.priceRange,
        pricing_notes: v.pricingNotes,
        social_instagram: v.social.instagram ?? null,
        social_facebook: v.social.facebook ?? null,
        social_pinterest: v.social.pinterest ?? null,
        social_tiktok: v.social.tiktok ?? null,
        capacity: s.capacity ?? null,
        style: s.style === undefined ? null : JSON.stringify(s.style),
        specialties: JSON.stringify(s.specialties),
        year_established: s.yearEstablished,
        is_licensed: s.licensed,
        is_insured: s.insured,
        is_active: true,
        is_featured: Boolean(s.featured || s.premier),
        is_verified: Boolean(s.verified),
        premier_partner: Boolean(s.premier),
        review_average: v.reviewAverage,
        review_count: v.reviewCount,
        tags_text: v.tagsText,
        owner_user_id: null,
        created_at: created,
        updated_at: created,
      });
      for (const tag of v.tags) vendorTagRows.push({ vendor_id: id, tag_id: tagIds.get(tag.slug) });
      const seenFilters = new Set<string>();
      for (const f of v.filters) {
        const filterId = filterByValue.get(`${categoryId(s.category)}:${f.key}:${f.value}`);
        if (!filterId || seenFilters.has(filterId)) continue;
        seenFilters.add(filterId);
        vendorFilterRows.push({ vendor_id: id, filter_id: filterId });
      }
      for (const photo of v.photos) {
        imageRows.push({
          id: ulid(),
          vendor_id: id,
          storage_key: photo.key,
          medium_key: photo.mediumKey,
          alt_text: photo.altText,
          caption: photo.caption,
          is_primary: photo.isPrimary,
          sort_order: photo.sortOrder,
          width: PHOTO_WIDTH,
          height: PHOTO_HEIGHT,
          content_type: 'image/jpeg',
          byte_size: byteSizes.get(photo.key) ?? null,
          created_at: created,
          updated_at: created,
        });
      }
      const sub = v.subscription;
      let paymentMethodId: string | null = null;
      if (sub.card) {
        paymentMethodId = ulid();
        paymentRows.push({
          id: paymentMethodId,
          brand: sub.card.brand,
          last4: sub.card.last4,
          exp_month: sub.card.expMonth,
          exp_year: sub.card.expYear,
          cardholder_name: sub.card.cardholderName,
          created_at: created,
        });
      }
      subscriptionRows.push({
        id: ulid(),
        vendor_id: id,
        tier: sub.tier,
        status: sub.status,
        trial_started_at: sub.trialStartedAt,
        trial_ends_at: sub.trialEndsAt,
        intro_price_locked_until: sub.introPriceLockedUntil,
        monthly_price_cents: sub.monthlyPriceCents,
        payment_method_id: paymentMethodId,
        reminder_sent_at: sub.reminderSentAt,
        cancelled_at: null,
        created_at: created,
        updated_at: created,
      });
      for (const r of v.reviews) {
        reviewRows.push({
          id: ulid(),
          vendor_id: id,
          reviewer_name: r.reviewerName,
          reviewer_email: r.reviewerEmail,
          rating: r.rating,
          title: r.title,
          body: r.body,
          wedding_date: r.weddingDate,
          is_published: r.isPublished,
          published_at: r.publishedAt,
          created_at: r.createdAt,
          updated_at: r.publishedAt ?? r.createdAt,
        });
      }
    }
    await chunkedInsert(trx, 'vendors', vendorRows, 50);
    await chunkedInsert(trx, 'vendor_tags', vendorTagRows);
    await chunkedInsert(trx, 'vendor_filters', vendorFilterRows);
    await chunkedInsert(trx, 'vendor_images', imageRows);
    await chunkedInsert(trx, 'payment_methods', paymentRows);
    await chunkedInsert(trx, 'subscriptions', subscriptionRows);
    await chunkedInsert(trx, 'reviews', reviewRows, 100);
    inserted.vendors = vendorRows.length;
    inserted.vendor_tags = vendorTagRows.length;
    inserted.vendor_filters = vendorFilterRows.length;
    inserted.vendor_images = imageRows.length;
    inserted.payment_methods = paymentRows.length;
    inserted.subscriptions = subscriptionRows.length;
    inserted.reviews = reviewRows.length;

    // Admin users.
    if (adminEmails.length > 0) {
      const users = (await trx('users').select('id', 'email', 'is_admin').whereIn('email', adminEmails)) as Array<{
        id: string;
        email: string;
        is_admin: unknown;
      }>;
      const known = new Map(users.map((u) => [u.email, u]));
      const userRows: Row[] = [];
      for (const email of adminEmails) {
        const user = known.get(email);
        if (!user) {
          userRows.push({ id: ulid(), email, is_admin: true, is_active: true, vendor_id: null, last_login_at: null, created_at: stamp, updated_at: stamp });
        } else if (!Number(user.is_admin)) {
          await trx('users').where({ id: user.id }).update({ is_admin: true, updated_at: stamp });
          adminsPromoted++;
        }
      }
      await chunkedInsert(trx, 'users', userRows);
      inserted.users = userRows.length;
    }

    // Pending applications.
    const appKeys = new Set(
      ((await trx('applications').select('email', 'business_name')) as Array<{ email: string; business_name: string }>).map(
        (a) => `${a.email.toLowerCase()}|${a.business_name}`,
      ),
    );
    const appRows: Row[] = [];
    for (const a of DEMO_APPLICATIONS) {
      if (appKeys.has(`${a.email.toLowerCase()}|${a.businessName}`)) continue;
      const created = new Date(now.getTime() - a.daysAgo * 86_400_000);
      let paymentMethodId: string | null = null;
      if (a.card) {
        paymentMethodId = ulid();
        await trx('payment_methods').insert({
          id: paymentMethodId,
          brand: a.card.brand,
          last4: a.card.last4,
          exp_month: a.card.expMonth,
          exp_year: a.card.expYear,
          cardholder_name: a.ownerName,
          created_at: created,
        });
        inserted.payment_methods++;
      }
      appRows.push({
        id: ulid(),
        status: 'pending',
        subscription_tier: a.subscriptionTier,
        business_name: a.businessName,
        category_id: categoryId(a.category),
        owner_name: a.ownerName,
        email: a.email,
        phone: a.phone,
        description: a.description,
        website: a.website,
        social_instagram: a.instagram,
        social_facebook: null,
        social_pinterest: null,
        city: a.city,
        county: a.county,
        state: 'SC',
        zip_code: a.zipCode,
        years_in_business: a.yearsInBusiness,
        is_licensed: a.isLicensed,
        is_insured: a.isInsured,
        starting_price: a.startingPrice,
        price_range: a.priceRange,
        additional_info: a.additionalInfo,
        payment_method_id: paymentMethodId,
        rejection_reason: null,
        vendor_id: null,
        processed_at: null,
        processed_by_user_id: null,
        created_at: created,
        updated_at: created,
      });
    }
    await chunkedInsert(trx, 'applications', appRows);
    inserted.applications = appRows.length;

    // Contact messages.
    const messageKeys = new Set(
      ((await trx('contact_messages').select('email', 'subject')) as Array<{ email: string; subject: string }>).map(
        (m) => `${m.email.toLowerCase()}|${m.subject}`,
      ),
    );
    const messageRows: Row[] = [];
    for (const m of DEMO_CONTACT_MESSAGES) {
      if (messageKeys.has(`${m.email.toLowerCase()}|${m.subject}`)) continue;
      const created = new Date(now.getTime() - m.daysAgo * 86_400_000);
      messageRows.push({
        id: ulid(),
        type: m.type,
        name: m.name,
        email: m.email,
        phone: m.phone,
        subject: m.subject,
        message: m.message,
        business_name: m.businessName,
        status: 'new',
        notes: null,
        vendor_id: null,
        created_at: created,
        updated_at: created,
      });
    }
    await chunkedInsert(trx, 'contact_messages', messageRows);
    inserted.contact_messages = messageRows.length;
  });
  // The seed inserts rows in bulk: the kept counts of the lists are rebuilt from them (ADR 20).
  if (inserted.vendors > 0 || inserted.vendor_filters > 0) await rebuildListingCounts(knex);
  // And the search's FTS5 table on SQLite (ADR 38).
  if (inserted.vendors > 0) await rebuildVendorSearch(knex);

  const total = (performance.now() - started) / 1000;
  const summary = SEED_TABLES.filter((name) => inserted[name] > 0)
    .map((name) => `${name} +${inserted[name]}`)
    .join(', ');
  log(`demo seed: ${summary || 'nothing to insert'}${adminsPromoted ? `, ${adminsPromoted} admin(s) promoted` : ''} (${total.toFixed(1)} s)`);
  return { inserted, adminsPromoted, files: { written, present }, seconds: { total, photos: photoSeconds } };
};
