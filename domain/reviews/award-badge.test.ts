import { describe, expect, it } from 'vitest';
import { couplesChoiceBadgeAlt, couplesChoiceBadgePath, couplesChoiceEmbedSnippet } from './award-badge.ts';

describe("the embeddable 'Couples' Choice' badge", () => {
  it('is served at /badges/couples-choice/{slug}.svg', () => {
    expect(couplesChoiceBadgePath('alder-barn-3k2j9a')).toBe('/badges/couples-choice/alder-barn-3k2j9a.svg');
  });

  it('says the award, its year and the site', () => {
    expect(couplesChoiceBadgeAlt(2027)).toBe("Couples' Choice 2027 on Upstate Wedding Directory");
  });

  it('is embedded as the image with its size, linked to the vendor page, on the site’s origin', () => {
    expect(couplesChoiceEmbedSnippet('https://upstateweddings.example/', 'alder-barn', 2027)).toBe(
      '<a href="https://upstateweddings.example/vendors/alder-barn"><img src="https://upstateweddings.example/badges/couples-choice/alder-barn.svg" alt="Couples\' Choice 2027 on Upstate Wedding Directory" width="240" height="64"></a>',
    );
  });
});
