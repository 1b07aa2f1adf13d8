import { describe, expect, it } from 'vitest';
import { groupByCategory } from './shortlist-page.ts';
import {
  isSaved,
  readShortlist,
  removeFromShortlist,
  saveLabel,
  saveToShortlist,
  SAVED_LABEL,
  SHORTLIST_FULL_MESSAGE,
  SHORTLIST_LIMIT,
  shortlistEntryLabel,
  type SavedVendor,
} from './shortlist.ts';
import { vendorCardsQuerySchema } from './shortlist-api.ts';

const at = new Date('2026-12-02T10:00:00.000Z');
const saved = (n: number): SavedVendor[] => Array.from({ length: n }, (_, i) => ({ id: `V${i}`, savedAt: at.toISOString() }));

describe('the shortlist', () => {
  it('names the button, the header entry and the limit as the issue says', () => {
    expect(saveLabel('Oak Barn')).toBe('Save Oak Barn');
    expect(SAVED_LABEL).toBe('Saved');
    expect(shortlistEntryLabel(3)).toBe('Shortlist (3)');
    expect(SHORTLIST_LIMIT).toBe(50);
    expect(SHORTLIST_FULL_MESSAGE).toContain('50');
  });

  it('saves a vendor last with the time it was saved, once, and removes it', () => {
    const first = saveToShortlist([], 'A1', at);
    expect(first).toEqual({ ok: true, list: [{ id: 'A1', savedAt: '2026-12-02T10:00:00.000Z' }] });
    if (!first.ok) throw new Error('not saved');
    const again = saveToShortlist(first.list, 'A1', new Date('2027-01-01T00:00:00Z'));
    expect(again).toEqual(first);
    const two = saveToShortlist(first.list, 'B2', at);
    if (!two.ok) throw new Error('not saved');
    expect(two.list.map((v) => v.id)).toEqual(['A1', 'B2']);
    expect(isSaved(two.list, 'B2')).toBe(true);
    expect(removeFromShortlist(two.list, 'A1').map((v) => v.id)).toEqual(['B2']);
    expect(isSaved(removeFromShortlist(two.list, 'B2'), 'B2')).toBe(false);
  });

  it('refuses the 51st vendor and saves nothing, but a vendor already saved stays saved', () => {
    const full = saved(SHORTLIST_LIMIT);
    expect(saveToShortlist(full, 'NEW', at)).toEqual({ ok: false, reason: 'full' });
    expect(full).toHaveLength(SHORTLIST_LIMIT);
    expect(saveToShortlist(full, 'V3', at)).toMatchObject({ ok: true });
    expect(saveToShortlist(saved(SHORTLIST_LIMIT - 1), 'NEW', at)).toMatchObject({ ok: true });
  });

  it('reads what the browser kept, dropping what is not a saved vendor, repeats and anything past the limit', () => {
    expect(readShortlist(null)).toEqual([]);
    expect(readShortlist('not json')).toEqual([]);
    expect(readShortlist('{"id":"A"}')).toEqual([]);
    const stored = JSON.stringify([
      { id: 'A1', savedAt: '2026-12-01T00:00:00.000Z', extra: 'dropped' },
      { id: 'A1', savedAt: '2026-12-02T00:00:00.000Z' },
      { id: 'bad id!', savedAt: '2026-12-01T00:00:00.000Z' },
      { id: 'B2', savedAt: 'never' },
      { id: 7, savedAt: '2026-12-01T00:00:00.000Z' },
      null,
      { id: 'C3', savedAt: '2026-12-03T00:00:00.000Z' },
    ]);
    expect(readShortlist(stored)).toEqual([
      { id: 'A1', savedAt: '2026-12-01T00:00:00.000Z' },
      { id: 'C3', savedAt: '2026-12-03T00:00:00.000Z' },
    ]);
    expect(readShortlist(JSON.stringify(saved(SHORTLIST_LIMIT + 5)))).toHaveLength(SHORTLIST_LIMIT);
  });

  it('groups the saved cards by category, in the order they were first saved', () => {
    const card = (name: string, slug: string) => ({ name, category: { name: slug.toUpperCase(), slug } });
    const groups = groupByCategory([card('a', 'venues'), card('b', 'music'), card('c', 'venues')]);
    expect(groups.map((g) => [g.category.slug, g.vendors.map((v) => v.name)])).toEqual([
      ['venues', ['a', 'c']],
      ['music', ['b']],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});

describe("the saved cards' query", () => {
  it('takes 1 to 50 vendor ids separated by commas, a repeated one once', () => {
    expect(vendorCardsQuerySchema.parse({ ids: 'A1,B2, A1' })).toEqual({ ids: ['A1', 'B2'] });
    expect(vendorCardsQuerySchema.parse({ ids: saved(50).map((v) => v.id).join(',') }).ids).toHaveLength(50);
  });

  it('refuses no ids, more than 50, and anything that is not an id, with a message', () => {
    const problem = (ids?: string) => vendorCardsQuerySchema.safeParse(ids === undefined ? {} : { ids }).error?.issues[0]?.message;
    expect(problem()).toBe('Vendor ids are required');
    expect(problem('')).toBe('Vendor ids are letters, digits, - and _, separated by commas');
    expect(problem(saved(51).map((v) => v.id).join(','))).toBe('At most 50 vendor ids');
    expect(problem('A1,<script>')).toBe('Vendor ids are letters, digits, - and _, separated by commas');
    expect(problem('x'.repeat(5000))).toBe('At most 50 vendor ids');
  });
});
