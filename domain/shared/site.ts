/** The site's name, as its pages, emails and award badge write it. */
export const SITE_NAME = 'Upstate Wedding Directory';
