import { useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether a header menu is open; a navigation (a new pathname) closes it. The close happens while rendering
 * the new page (React's "adjust state when a prop changes"), not in an effect a render later.
 */
export function useClosedOnNavigation(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (pathname !== openedOn) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  return [open, setOpen];
}
