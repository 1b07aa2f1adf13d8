/** A tasteful gradient per category, used when a category has no image. */
const GRADIENTS: Record<string, string> = {
  venues: 'linear-gradient(135deg, #4a2f7f 0%, #8a5aa8 50%, #d9a5b3 100%)',
  photographers: 'linear-gradient(135deg, #2f3d6b 0%, #6474b0 52%, #c4b5e3 100%)',
  planners: 'linear-gradient(135deg, #35594f 0%, #6f9a88 55%, #d6dcc0 100%)',
  caterers: 'linear-gradient(135deg, #7a3b2e 0%, #c07656 52%, #efc9a4 100%)',
  music: 'linear-gradient(135deg, #2a2352 0%, #5b46a8 55%, #a78bda 100%)',
  florists: 'linear-gradient(135deg, #8b3a5c 0%, #d1789a 50%, #f6d2d6 100%)',
};

const FALLBACK = 'linear-gradient(135deg, #44337a 0%, #6b46c1 55%, #c8b6ee 100%)';

export function categoryGradient(slug: string): string {
  return GRADIENTS[slug] ?? FALLBACK;
}
