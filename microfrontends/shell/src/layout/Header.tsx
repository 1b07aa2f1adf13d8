import { useCallback, useEffect, useId, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { CloseIcon, MenuIcon, RingsIcon, cx } from '@uwd/ui';
import { HEADER_CATEGORIES } from './nav';
import { ShortlistLink } from './ShortlistLink';
import { useClosedOnNavigation } from './useClosedOnNavigation';
import { VendorMenu } from './VendorMenu';

export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className={cx('brand', tone === 'light' && 'brand--light')}>
      <span className="brand__mark" aria-hidden="true">
        <RingsIcon size={22} />
      </span>
      <span className="brand__text">
        <span className="brand__name">Upstate</span>{' '}
        <span className="brand__sub">Wedding Directory</span>
        <span className="visually-hidden">, home</span>
      </span>
    </Link>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useClosedOnNavigation();
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, [setMenuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, close]);

  return (
    <header className={cx('site-header', menuOpen && 'is-menu-open')} aria-label="Site">
      <div className="container site-header__inner">
        <Brand />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id={navId} className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {HEADER_CATEGORIES.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => cx('nav-link', isActive && 'is-active')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <VendorMenu />
          </ul>
        </nav>
        <ShortlistLink />
      </div>
    </header>
  );
}
