import { describe, expect, it } from 'vitest';
import { heldAnswerText } from './held-answer-text.ts';

interface Held {
  id: string;
  name: string;
  notes: string;
}

const dtoOf = (h: Held, vendorCount: number) => ({ _id: h.id, name: h.name, vendorCount, notes: h.notes, nested: { name: h.name } });

describe('heldAnswerText (ADR 29)', () => {
  it('gives the bytes JSON.stringify gives, for any count, texts with quotes and the count key itself included', () => {
    const text = heldAnswerText(dtoOf);
    const held: Held = { id: 'f1', name: 'Barn "vendorCount":1 Venues', notes: '{"vendorCount":-9007199254740991} \u2028 </script> ☃' };
    for (const n of [0, 1, 12, 34_567, -1, Number.NaN]) expect(text(held, n)).toBe(JSON.stringify(dtoOf(held, n)));
  });

  it('makes the text around the count once per held object, and anew for the object an edit puts in its place', () => {
    let made = 0;
    const text = heldAnswerText((h: Held, n: number) => (made++, dtoOf(h, n)));
    const held: Held = { id: 'f1', name: 'Barn Venues', notes: '' };
    text(held, 1);
    text(held, 2);
    expect(text(held, 3)).toBe(JSON.stringify(dtoOf(held, 3)));
    expect(made).toBe(1);
    const renamed: Held = { ...held, name: 'Rustic Barns' };
    expect(JSON.parse(text(renamed, 3)).name).toBe('Rustic Barns');
    expect(made).toBe(2);
  });

  it('serialises a part without its count key whole each time', () => {
    const text = heldAnswerText((h: Held, n: number) => ({ name: h.name, total: n }));
    const held: Held = { id: 'f1', name: 'Barn Venues', notes: '' };
    expect(text(held, 5)).toBe('{"name":"Barn Venues","total":5}');
    expect(text(held, 6)).toBe('{"name":"Barn Venues","total":6}');
  });
});
