import { describe, expect, it } from 'vitest';
import { withMediaUrls, type StoredAnswer } from './vendor-answer-mapping.ts';

const card = (key: string, alt: string) =>
  JSON.stringify({ _id: 'v1', name: `Barn "url":"x" ${alt}`, images: [{ url: key, urls: { original: key, medium: `m/${key}` }, altText: alt }] });

describe('withMediaUrls', () => {
  it('puts the prefix before each photo key, of one stored answer or of several joined by commas', () => {
    const a = card('vendors/a.jpg', 'A');
    const b = card('vendors/b.jpg', '"url":"');
    const one = JSON.parse(withMediaUrls(a, '/media/'));
    expect(one.images[0]).toMatchObject({ url: '/media/vendors/a.jpg', urls: { original: '/media/vendors/a.jpg', medium: '/media/m/vendors/a.jpg' } });
    expect(one.name).toBe('Barn "url":"x" A');
    expect(withMediaUrls([a, b].join(',') as StoredAnswer<unknown>, '/media/')).toBe(`${withMediaUrls(a, '/media/')},${withMediaUrls(b, '/media/')}`);
    expect(withMediaUrls(a, '')).toBe(a);
  });

  it('takes the prefix literally, replacement patterns such as $& and $1 included', () => {
    const a = card('k.jpg', 'A');
    for (const prefix of ['https://cdn.example/$&/', '$1$$', '$']) {
      expect(JSON.parse(withMediaUrls(a, prefix)).images[0].urls.original).toBe(`${prefix}k.jpg`);
    }
  });
});
