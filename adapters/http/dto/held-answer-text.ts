import type { AnswerText } from '../route-answers.ts';

/** A count no listing can have: where the answer's own count goes in the text made once. */
const COUNT_MARK = Number.MIN_SAFE_INTEGER;
const COUNT_KEY = '"vendorCount":';
const MARKED = `${COUNT_KEY}${COUNT_MARK}`;

/**
 * The JSON text of an answer part made from an object held in memory (a landing page's category or filter,
 * ADR 23) and a count read per request (ADR 29): `JSON.stringify(dtoOf(held, count))`, the same bytes, with
 * the text around the count made once per held object. The texts are kept by the object itself (a
 * WeakMap): an admin's edit empties what the repositories hold, the next read holds a new object, and its
 * text is made anew; the old object and its text go with the garbage.
 *
 * The count's place is its top-level `"vendorCount":` key: inside a string value every quote is escaped,
 * so no text an admin writes can look like it. A part without exactly one such key is serialised whole
 * each time.
 */
export const heldAnswerText = <H extends object, D>(dtoOf: (held: H, vendorCount: number) => D): ((held: H, vendorCount: number) => AnswerText<D>) => {
  const texts = new WeakMap<H, readonly [string, string] | null>();
  return (held, vendorCount) => {
    let parts = texts.get(held);
    if (parts === undefined) {
      const marked = JSON.stringify(dtoOf(held, COUNT_MARK));
      const at = marked.indexOf(MARKED);
      parts = at >= 0 && marked.indexOf(COUNT_KEY) === at && marked.indexOf(COUNT_KEY, at + 1) < 0 ? [marked.slice(0, at + COUNT_KEY.length), marked.slice(at + MARKED.length)] : null;
      texts.set(held, parts);
    }
    return parts === null ? JSON.stringify(dtoOf(held, vendorCount)) : parts[0] + JSON.stringify(vendorCount) + parts[1];
  };
};
