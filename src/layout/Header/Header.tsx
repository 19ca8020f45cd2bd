import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ActionButton } from '../../components/ActionButton/ActionButton.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { Logo } from '../../components/Logo/Logo.tsx';
import { useSiteData } from '../../site-data.ts';
import styles from './Header.module.css';
import { useLinksFit } from './useLinksFit.ts';
import { useScrolledPast } from './useScrolledPast.ts';

/** Past this many pixels of scroll the header turns solid (docs/produto.md §10). */
const scrollThreshold = 50;

const menuId = 'menu-principal';

export function Header() {
  const { site } = useSiteData();
  const { navigation } = site;
  const scrolled = useScrolledPast(scrollThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const bar = useLinksFit<HTMLDivElement>(navigation);
  const { pathname } = useLocation();

  // A new page closes the menu (also on Back and Forward, where no link of the menu was chosen).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  // The menu's Contato hides with the menu it closes: its focus would fall to <body>, where the next
  // Tab starts again at the skip link. The toggle that opened the menu takes it instead, as on Escape.
  const closeAndFocusToggle = () => {
    if (!menuOpen) return;
    close();
    toggle.current?.focus();
  };
  return (
    <header className={styles.header} data-scrolled={scrolled} data-menu-open={menuOpen}>
      <div ref={bar} className={`container ${styles.bar}`}>
        <Link to="/" className={styles.home} aria-label={navigation.homeLabel} onClick={close}>
          <Logo name={site.brand.name} />
        </Link>
        {/* Before the menu it opens, so that Tab goes from the toggle into the open menu's links. */}
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? navigation.closeMenuLabel : navigation.openMenuLabel}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'x' : 'menu'} size={24} />
        </button>
        <nav
          id={menuId}
          data-testid="main-nav"
          className={styles.nav}
          aria-label={navigation.label}
          data-open={menuOpen}
          onBlur={(event) => {
            // The open panel covers the page: once focus has moved on past it, it closes.
            const next = event.relatedTarget;
            if (menuOpen && next && !event.currentTarget.contains(next) && next !== toggle.current) close();
          }}
        >
          <ul className={styles.links}>
            {navigation.links.map((link, index) => (
              <li key={index}>
                <NavLink to={link.to} end={link.to === '/'} className={styles.link} onClick={close} prefetch="intent">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.contact}>
            <ActionButton button={navigation.contact} block onActivate={closeAndFocusToggle} />
          </div>
        </nav>
      </div>
    </header>
  );
}
