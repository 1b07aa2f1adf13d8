import { describe, expect, it } from 'vitest';
import { InMemoryCategoryRepository } from '../../tests/support/fakes/in-memory-category-repository.ts';
import { aCategory } from '../../tests/support/mothers.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { GetCategory } from './get-category.ts';
import { ListCategories } from './list-categories.ts';

describe('ListCategories', () => {
  it('returns categories in display order', async () => {
    const repo = new InMemoryCategoryRepository([
      aCategory({ slug: 'florists', name: 'Florists', sortOrder: 6 }),
      aCategory({ slug: 'venues', name: 'Venues', sortOrder: 1 }),
      aCategory({ slug: 'music', name: 'Music & DJs', sortOrder: 5 }),
    ]);
    const result = await new ListCategories(repo).execute();
    expect(result.map((c) => c.slug)).toEqual(['venues', 'music', 'florists']);
  });
});

describe('GetCategory', () => {
  const repo = new InMemoryCategoryRepository([aCategory({ id: 'c1', slug: 'photographers', name: 'Photographers' })]);
  it('finds a category by slug or by id', async () => {
    expect((await new GetCategory(repo).execute('photographers')).id).toBe('c1');
    expect((await new GetCategory(repo).execute('c1')).slug).toBe('photographers');
  });
  it('fails with CATEGORY_NOT_FOUND for an unknown category', async () => {
    await expect(new GetCategory(repo).execute('bakers')).rejects.toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
    await expect(new GetCategory(repo).execute('bakers')).rejects.toBeInstanceOf(DomainError);
  });
});
