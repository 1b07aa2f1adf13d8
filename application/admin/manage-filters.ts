import { isCategorySlug } from '../../domain/categories/category.ts';
import { FILTER_KEYS_BY_CATEGORY, isFilterKey } from '../../domain/filters/filter-catalogue.ts';
import type { SeoFilter } from '../../domain/filters/seo-filter.ts';
import type { SeoFilterInput } from '../../domain/filters/seo-filter-form.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CategorySummary } from '../../domain/categories/category.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { FilterRepository, SeoFilterRecord } from '../ports/filter-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RichTextSanitizer } from '../ports/rich-text-sanitizer.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';

export const FILTER_SLUG_TAKEN = 'A filter with this slug already exists in this category.';
export const FILTER_VALUE_TAKEN = 'A filter for this value already exists';

/** A second filter for the same category, key and value (409): checked here, and by the store's unique index. */
export const filterValueTaken = () => new DomainError('CONFLICT', FILTER_VALUE_TAKEN, { filterValue: FILTER_VALUE_TAKEN });

const filterNotFound = () => new DomainError('FILTER_NOT_FOUND', 'Filter not found');

/** Every SEO filter, active or not, with vendor counts (the admin table). */
export class ListAllFilters {
  static readonly inject = ['FilterRepository'] as const;
  constructor(private readonly filters: FilterRepository) {}

  execute(): Promise<SeoFilter[]> {
    return this.filters.list({ activeOnly: false });
  }
}

/**
 * Creating and editing SEO filters (SPEC.md §5 'Admin SEO filter form'): the key must belong to the
 * category, the slug must be free within it and so must the key and value (409 otherwise), the content is
 * sanitized like vendor text.
 */
export class SaveFilter {
  static readonly inject = ['UnitOfWork', 'CategoryRepository', 'FilterRepository', 'RichTextSanitizer', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'filters'>,
    private readonly categories: CategoryRepository,
    private readonly filters: FilterRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** Checked before the transaction: on SQLite a read outside it would wait for its only connection. */
  private async category(input: SeoFilterInput): Promise<CategorySummary> {
    const category = await this.categories.findByIdOrSlug(input.category);
    if (!category) throw new DomainError('VALIDATION_FAILED', 'Category is required', { category: 'Category is required' });
    return category;
  }

  private async record(input: SeoFilterInput, category: CategorySummary, existing: SeoFilterRecord | null, r: Repos<'filters'>): Promise<SeoFilterRecord> {
    const keys = isCategorySlug(category.slug) ? FILTER_KEYS_BY_CATEGORY[category.slug] : [];
    if (!isFilterKey(input.filterKey) || !keys.includes(input.filterKey)) {
      const message = `Filter key must be one of ${keys.join(', ')} for ${category.name}`;
      throw new DomainError('VALIDATION_FAILED', message, { filterKey: message });
    }
    if (await r.filters.slugTaken(category.id, input.slug, existing?.id)) throw new DomainError('SLUG_TAKEN', FILTER_SLUG_TAKEN, { slug: FILTER_SLUG_TAKEN });
    if (await r.filters.valueTaken(category.id, input.filterKey, input.filterValue, existing?.id)) throw filterValueTaken();
    const now = this.clock.now();
    return {
      id: existing?.id ?? this.ids.next(),
      name: input.name,
      slug: input.slug,
      categoryId: category.id,
      filterKey: input.filterKey,
      filterValue: input.filterValue,
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
      metaKeywords: input.metaKeywords,
      content: input.content ? this.sanitizer.sanitize(input.content) || null : null,
      sortOrder: input.sortOrder,
      isActive: input.isActive,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
  }

  private async reload(id: string): Promise<SeoFilter> {
    const filter = await this.filters.findById(id);
    if (!filter) throw filterNotFound();
    return filter;
  }

  async create(input: SeoFilterInput): Promise<SeoFilter> {
    const category = await this.category(input);
    const id = await this.uow.run(async (r) => {
      const record = await this.record(input, category, null, r);
      await r.filters.create(record);
      return record.id;
    });
    return this.reload(id);
  }

  async update(id: string, input: SeoFilterInput): Promise<SeoFilter> {
    const category = await this.category(input);
    await this.uow.run(async (r) => {
      const existing = await r.filters.find(id);
      if (!existing) throw filterNotFound();
      await r.filters.update(await this.record(input, category, existing, r));
    });
    return this.reload(id);
  }
}

/** Activate/deactivate and delete. */
export class ModerateFilter {
  static readonly inject = ['UnitOfWork', 'FilterRepository', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'filters'>,
    private readonly filters: FilterRepository,
    private readonly clock: Clock,
  ) {}

  async toggle(id: string): Promise<SeoFilter> {
    await this.uow.run(async (r) => {
      const existing = await r.filters.find(id);
      if (!existing) throw filterNotFound();
      await r.filters.setActive(id, !existing.isActive, this.clock.now());
    });
    const filter = await this.filters.findById(id);
    if (!filter) throw filterNotFound();
    return filter;
  }

  async delete(id: string): Promise<{ name: string }> {
    return this.uow.run(async (r) => {
      const existing = await r.filters.find(id);
      if (!existing) throw filterNotFound();
      await r.filters.delete(id);
      return { name: existing.name };
    });
  }
}
