/** Header category links (SPEC §2: Venues, Photographers, Planners, Music, Caterers). */
export const HEADER_CATEGORIES = [
  { to: '/venues', label: 'Venues' },
  { to: '/photographers', label: 'Photographers' },
  { to: '/planners', label: 'Planners' },
  { to: '/music', label: 'Music' },
  { to: '/caterers', label: 'Caterers' },
] as const;

export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/upstateweddingdirectory', label: 'Instagram' },
] as const;
