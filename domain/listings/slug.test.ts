import { describe, expect, it } from 'vitest';
import { SLUG_BASE_MAX_LENGTH, slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Barn Venues')).toBe('barn-venues');
  });
  it('removes characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify("Lily's Blooms! (Greenville)")).toBe('lilys-blooms-greenville');
  });
  it('collapses repeated hyphens and spaces', () => {
    expect(slugify('Fine   Art -- Photography')).toBe('fine-art-photography');
  });
  it('folds accents and ampersands', () => {
    expect(slugify('Café & Crème')).toBe('cafe-and-creme');
  });
  it('trims leading and trailing hyphens', () => {
    expect(slugify('  -Hello World-  ')).toBe('hello-world');
  });
  it('cuts a long name to leave room in the 191-character column for a uniqueness suffix', () => {
    const slug = slugify(`${'Magnolia Barn '.repeat(20)}`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_BASE_MAX_LENGTH);
    expect(slug).toMatch(/^magnolia-barn-.*[a-z]$/);
    expect(uniqueSlug(slug, new Set([slug])).length).toBeLessThanOrEqual(191);
  });
});

describe('uniqueSlug', () => {
  it('keeps the base when it is free', () => {
    expect(uniqueSlug('magnolia-barn', new Set())).toBe('magnolia-barn');
  });
  it('numbers the slug from 2 when the base is taken', () => {
    expect(uniqueSlug('magnolia-barn', new Set(['magnolia-barn', 'magnolia-barn-2']))).toBe('magnolia-barn-3');
  });
  it('falls back to "vendor" for an empty base', () => {
    expect(uniqueSlug('', new Set())).toBe('vendor');
  });
});
