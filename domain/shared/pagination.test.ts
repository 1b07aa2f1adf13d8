import { describe, expect, it } from 'vitest';
import { pageWindow, paginationOf } from './pagination.ts';

describe('paginationOf', () => {
  it('computes pages and neighbours', () => {
    expect(paginationOf(2, 12, 30)).toEqual({ page: 2, limit: 12, totalPages: 3, pages: 3, total: 30, hasPrevPage: true, hasNextPage: true });
  });
  it('has one empty page when nothing matches', () => {
    expect(paginationOf(1, 12, 0)).toMatchObject({ totalPages: 1, hasPrevPage: false, hasNextPage: false });
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });
  it('shows the first, the last and pages within 2 of the current, with ellipses', () => {
    expect(pageWindow(10, 20)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });
  it('puts no ellipsis where the window touches the ends', () => {
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(pageWindow(9, 10)).toEqual([1, '…', 7, 8, 9, 10]);
  });
});
