import { describe, expect, it } from 'vitest';
import { comparePublishedRank, FEATURED_PER_PAGE, publishedOrder, RANKING_NOTE, rotationDay } from './ranking.ts';

const v = (id: string, averageRating: number, totalReviews: number, rotationKey: number, isFeatured = false) => ({ id, averageRating, totalReviews, rotationKey, isFeatured });

describe('the published ranking', () => {
  it('orders by rating, then number of reviews, then the day’s rotation key', () => {
    const list = [v('a', 4.5, 10, 9), v('b', 4.8, 2, 5), v('c', 4.5, 30, 7), v('d', 4.5, 10, 1), v('e', 0, 0, 0)];
    expect([...list].sort(comparePublishedRank).map((x) => x.id)).toEqual(['b', 'c', 'd', 'a', 'e']);
  });

  it('caps the featured block at three, taken in the day’s turn, and lists the other featured vendors with everyone', () => {
    expect(FEATURED_PER_PAGE).toBe(3);
    const list = [v('f1', 5, 9, 40, true), v('f2', 3, 1, 10, true), v('f3', 4, 4, 30, true), v('f4', 4.9, 9, 20, true), v('n1', 4.9, 9, 5)];
    const { featuredBlock, others } = publishedOrder(list);
    expect(featuredBlock.map((x) => x.id)).toEqual(['f2', 'f4', 'f3']);
    expect(others.map((x) => x.id)).toEqual(['f1', 'n1']);
  });

  it('changes day at midnight in Greenville, not in UTC', () => {
    expect(rotationDay(new Date('2026-11-26T04:59:59Z'))).toBe('2026-11-25');
    expect(rotationDay(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
    expect(rotationDay(new Date('2026-07-04T03:59:59Z'))).toBe('2026-07-03');
  });

  it('says the cap and the order in the published note', () => {
    expect(RANKING_NOTE.featured.join(' ')).toContain('never holds more than 3 vendors');
    expect(RANKING_NOTE.order.map((s) => s.split(':')[0])).toEqual(['Rating', 'Number of reviews', 'A fair rotation']);
    // A search orders by how well vendors match (ADR 24), and says so apart from what only narrows a list.
    expect(RANKING_NOTE.not.join(' ')).not.toMatch(/search/i);
    expect(RANKING_NOTE.search.join(' ')).toMatch(/best matches for its words first.*without the daily rotation/);
  });
});
