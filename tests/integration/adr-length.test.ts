import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md §8: an ADR is Context, Decision, Consequences in at most 500 words, counted as `wc -w` counts.
 * Every ADR, superseded ones too (issue 38: their history is in git, not in the decision).
 */
const MAX_WORDS = 500;
const FIRST_CHECKED = 1;
const ADR_DIR = join(import.meta.dirname, '../../docs/adr');

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the ADRs', () => {
  it(`keep each decision from ADR ${FIRST_CHECKED} on within ${MAX_WORDS} words`, () => {
    const checked = readdirSync(ADR_DIR).filter((f) => /^\d{4}-.*\.md$/.test(f) && Number(f.slice(0, 4)) >= FIRST_CHECKED);
    expect(checked.length).toBeGreaterThanOrEqual(2);
    const over = checked.map((f) => ({ adr: f, words: words(readFileSync(join(ADR_DIR, f), 'utf8')) })).filter((a) => a.words > MAX_WORDS);
    expect(over).toEqual([]);
  });
});
