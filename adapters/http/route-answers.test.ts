import { describe, expect, it } from 'vitest';
import { utf8Of } from './route-answers.ts';

describe('utf8Of (ADR 29)', () => {
  it('gives the UTF-8 bytes Buffer.from gives, whatever share of the text is not ASCII', () => {
    const pieces = ['a', '{"name":"x"}', 'é', '—', '’', '☃', '😀', '\u2028', '\ud800', 'z'.repeat(50)];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const texts = ['', 'a', '😀', '—'.repeat(1000), '😀'.repeat(500), 'x'.repeat(20_000)];
    for (let i = 0; i < 500; i++) texts.push(Array.from({ length: next() % 300 }, () => pieces[next() % pieces.length]).join(''));
    for (const text of texts) expect(Buffer.compare(Buffer.from(utf8Of(text)), Buffer.from(text)), JSON.stringify(text.slice(0, 40))).toBe(0);
  });
});
