/**
 * The home page's hero (SPEC §2 Home), drawn by the public remote's HomePage and, before the app has run, by
 * the server's first view (adapters/http/seo/first-view.ts): one copy of its words and links.
 */
export const HOME_HERO = {
  eyebrow: 'Greenville · Spartanburg · Clemson',
  /** The title, its middle word emphasised. */
  title: { before: 'Your Upstate wedding, ', emphasis: 'beautifully', after: ' planned' },
  lead: 'Discover hand-picked venues, photographers, planners, caterers, florists and musicians across Upstate South Carolina, from mountain-view barns in the Blue Ridge foothills to historic ballrooms downtown.',
  searchPlaceholder: 'Search venues, photographers…',
  searchButton: 'Find Vendors',
  shortcuts: [
    { to: '/venues', label: 'Venues' },
    { to: '/photographers', label: 'Photographers' },
    { to: '/florists', label: 'Florists' },
    { to: '/planners', label: 'Planners' },
  ],
  browseAll: { to: '/vendors', label: 'Browse all vendors →' },
} as const;
