/**
 * A count in words: '1 vendor', '0 vendors', '1,204 vendors' (issue 36 §12: never '1 vendors'). `many` is the
 * plural when it is not the word plus 's'.
 */
export const countOf = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
