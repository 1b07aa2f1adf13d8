import { describe, expect, it } from 'vitest';
import { listBlocks } from './vendor-list-view.ts';

describe('the list order', () => {
  const v = (name: string, isFeatured: boolean) => ({ name, isFeatured });
  const featured = [v('b', true), v('d', true)];
  const others = [v('a', false), v('c', false)];

  it('shows the featured block on page 1 only, and a first screen comes from the featured block when it shows', () => {
    const first = listBlocks(featured, others, 1);
    expect(first.featured).toEqual(featured);
    expect(first.firstScreen(1)).toEqual({ block: 'featured', cards: [v('b', true)] });
    const second = listBlocks(featured, others, 2);
    expect(second.featured).toEqual([]);
    expect(second.firstScreen(3)).toEqual({ block: 'others', cards: others });
    expect(listBlocks([], others, 1).firstScreen(1)).toEqual({ block: 'others', cards: [v('a', false)] });
  });
});
