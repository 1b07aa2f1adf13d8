import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { CityCount, VendorRepository } from '../ports/vendor-repository.ts';

/** The cities the location dropdown offers: those with active vendors (in a category, when given). */
export class ListVendorCities {
  static readonly inject = ['CategoryRepository', 'VendorRepository'] as const;
  constructor(
    private readonly categories: CategoryRepository,
    private readonly vendors: VendorRepository,
  ) {}

  async execute(categorySlugOrId?: string): Promise<CityCount[]> {
    if (!categorySlugOrId || categorySlugOrId === 'vendors' || categorySlugOrId === 'all') return this.vendors.listCities();
    const category = await this.categories.findByIdOrSlug(categorySlugOrId);
    if (!category) throw new DomainError('VALIDATION_FAILED', 'Unknown category', { category: 'Unknown category' });
    return this.vendors.listCities(category.id);
  }
}
