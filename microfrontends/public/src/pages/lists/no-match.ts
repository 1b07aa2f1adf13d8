/**
 * An empty list's sentence under filters: what was asked, then what might help. 'Try fewer words' only when
 * words were searched, 'another city' only when a city was chosen (issue 36 §12); clearing always helps.
 */
export const noMatchText = ({ what, phrase, search, location, everyone }: { what: string; phrase: string; search: string; location: string; everyone: string }): string => {
  const tries = [search && 'fewer words', location && 'another city'].filter(Boolean);
  const lead = `We couldn't find any ${what}${phrase ? ` ${phrase}` : ''}.`;
  return tries.length > 0 ? `${lead} Try ${tries.join(' or ')}, or clear the filters to see ${everyone}.` : `${lead} Clear the filters to see ${everyone}.`;
};
