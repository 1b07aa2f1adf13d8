/** The states a listing (and an application) may be in: the directory covers Upstate SC and its neighbours. */
export const LISTING_STATES = ['SC', 'NC', 'GA'] as const;
