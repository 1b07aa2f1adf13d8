import { useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { dashboardPathFor, useAuthStore } from '@uwd/auth-store';
import { ChevronDownIcon, cx } from '@uwd/ui';
import { useClosedOnNavigation } from './useClosedOnNavigation';

/** 'For Vendors' disclosure menu: button + list of links; Escape, outside click and Tab-out close it. */
export function VendorMenu() {
  const [open, setOpen] = useClosedOnNavigation();
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const logout = useAuthStore((s) => s.logout);
  const signedIn = status === 'authenticated' && user !== null;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);

  const focusItem = (index: number) => {
    const items = rootRef.current?.querySelectorAll<HTMLElement>('.vendor-menu__item');
    if (!items || items.length === 0) return;
    const i = (index + items.length) % items.length;
    items[i]?.focus();
  };

  // Arrow keys on the toggle open the menu and move into it (first or last item).
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (open && pendingFocus.current !== null) focusItem(pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  const onToggleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const index = event.key === 'ArrowDown' ? 0 : -1;
    if (open) focusItem(index);
    else {
      pendingFocus.current = index;
      setOpen(true);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('.vendor-menu__item') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(items.length - 1);
    }
  };

  const onRootKey = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onLogout = async () => {
    setOpen(false);
    await logout();
    navigate('/');
  };

  return (
    <li className={cx('vendor-menu', open && 'is-open')} ref={rootRef} onKeyDown={onRootKey} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className="nav-link vendor-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onToggleKey}
      >
        For Vendors
        <ChevronDownIcon size={16} className="vendor-menu__chevron" />
      </button>
      <ul id={menuId} className="vendor-menu__list" hidden={!open} onKeyDown={onMenuKey}>
        {signedIn ? (
          <>
            <li>
              <Link className="vendor-menu__item" to={dashboardPathFor(user)}>
                Dashboard
              </Link>
            </li>
            <li className="vendor-menu__user" title={user.email}>
              <span className="visually-hidden">Signed in as </span>
              {user.email}
            </li>
            <li>
              <button type="button" className="vendor-menu__item vendor-menu__logout" onClick={onLogout}>
                Logout
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link className="vendor-menu__item" to="/login">
                Login
              </Link>
            </li>
            <li>
              <Link className="vendor-menu__item" to="/claim-listing">
                Claim Your Listing
              </Link>
            </li>
            <li>
              <Link className="vendor-menu__item vendor-menu__item--accent" to="/apply">
                Apply to List Your Business
              </Link>
            </li>
          </>
        )}
      </ul>
    </li>
  );
}
