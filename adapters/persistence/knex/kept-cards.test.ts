import { describe, expect, it } from 'vitest';
import { keptCards } from './vendor-cards.ts';

const stored = (name: string) => JSON.stringify({ id: 'v1', name, slug: 'v1', tags: [{ id: 't1', name: 'Barn' }], location: { city: 'Easley' } });

describe('keptCards (ADR 29)', () => {
  it('parses each stored text once and gives the same read-only summary for it', () => {
    const summaryOf = keptCards();
    const a = summaryOf(stored('Magnolia Barn'));
    // A fresh copy of the same text, as the driver gives it on the next read.
    expect(summaryOf(Buffer.from(stored('Magnolia Barn')).toString())).toBe(a);
    expect(a).toEqual(JSON.parse(stored('Magnolia Barn')));
    expect(Object.isFrozen(a) && Object.isFrozen(a.tags) && Object.isFrozen(a.tags[0]) && Object.isFrozen(a.location)).toBe(true);
  });

  it('gives an edited card (a new text) as it now is', () => {
    const summaryOf = keptCards();
    expect(summaryOf(stored('Magnolia Barn')).name).toBe('Magnolia Barn');
    expect(summaryOf(stored('Magnolia Barn & Gardens')).name).toBe('Magnolia Barn & Gardens');
  });

  it('keeps at most its maximum, and still answers every text', () => {
    const summaryOf = keptCards(3);
    const first = summaryOf(stored('n0'));
    for (let i = 1; i < 10; i++) expect(summaryOf(stored(`n${i}`)).name).toBe(`n${i}`);
    expect(summaryOf(stored('n0'))).not.toBe(first);
    expect(summaryOf(stored('n0'))).toEqual(first);
  });

  it('refuses a vendor without its card, as cardOf does', () => {
    const summaryOf = keptCards();
    expect(() => summaryOf('')).toThrow(/without its card/);
    expect(() => summaryOf(null)).toThrow(/without its card/);
  });
});
