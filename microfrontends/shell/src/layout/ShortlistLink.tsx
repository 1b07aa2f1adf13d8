import { NavLink } from 'react-router-dom';
import { shortlistEntryLabel } from '@domain/couples/shortlist';
import { cx, HeartIcon } from '@uwd/ui';
import { useShortlist } from '@uwd/ui/shortlist';

/**
 * 'Shortlist (N)' (issue 39): the couple's saved vendors, counted from this browser's list and kept current
 * (a save in this tab or another one). At phone widths the word is hidden from sight, not from the name.
 */
export function ShortlistLink() {
  const count = useShortlist().length;
  const [word, number] = shortlistEntryLabel(count).split(' ');
  return (
    <NavLink to="/shortlist" className={({ isActive }) => cx('shortlist-link', isActive && 'is-active', count > 0 && 'has-saved')}>
      <HeartIcon size={18} strokeWidth={2} />
      <span className="shortlist-link__word">{word}</span> {number}
    </NavLink>
  );
}
