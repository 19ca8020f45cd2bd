import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Site } from '../../../schema/site.ts';
import { LinkButton } from '../../components/ActionButton/LinkButton.tsx';
import { NoticeButton } from '../../components/ActionButton/NoticeButton.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import { Logo } from '../../components/Logo/Logo.tsx';
import styles from './Header.module.css';
import { useLinksFit } from './useLinksFit.ts';
import { useScrolledPast } from './useScrolledPast.ts';

/** Past this many pixels of scroll the header turns solid (docs/produto.md §10). */
const scrollThreshold = 50;

const menuId = 'menu-principal';

/** What the header draws: the brand, the menu's words and links, and the page it is on. */
export type HeaderProps = {
  brandName: string;
  navigation: Omit<Site['navigation'], 'skipToContent'>;
  /** The path of the page the header is on: the link that leads there is marked. */
  current: string;
};

/** The header's props, from the site's settings: all the island carries to the browser. */
export function headerProps({ brand, navigation }: Pick<Site, 'brand' | 'navigation'>, current: string): HeaderProps {
  const { skipToContent: _drawnByTheLayout, ...drawn } = navigation;
  return { brandName: brand.name, navigation: drawn, current };
}

/** A link is the current page's when it leads there or to a page below it (`/` only for itself). */
const leadsTo = (to: string, current: string) => to === current || (to !== '/' && current.startsWith(`${to}/`));

const noSubscription = () => () => {};

/** False while React hydrates what the server drew, true from the render after: this code is running. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function Header({ brandName, navigation, current }: HeaderProps) {
  const scrolled = useScrolledPast(scrollThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const bar = useLinksFit<HTMLDivElement>(navigation);
  const hydrated = useHydrated();

  // The menu is a popover: the browser opens and closes it from its toggle, and closes it on Escape
  // or a click outside, with the focus back on the toggle, before this code runs and without it.
  // The header follows its state for what only this code can say (the toggle's name).
  useEffect(() => {
    const nav = menu.current;
    if (!nav) return;
    const follow = (event: Event) => setMenuOpen((event as ToggleEvent).newState === 'open');
    nav.addEventListener('toggle', follow);
    return () => nav.removeEventListener('toggle', follow);
  }, []);

  const close = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };
  // The menu's Contato hides with the menu it closes: its focus would fall to <body>, where the next
  // Tab starts again at the skip link. The toggle that opened the menu takes it instead, as on Escape.
  const closeAndFocusToggle = () => {
    if (!menu.current?.matches(':popover-open')) return;
    close();
    toggle.current?.focus();
  };
  const { contact } = navigation;
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div ref={bar} className={`container ${styles.bar}`}>
        <a href="/" className={styles.home} aria-label={navigation.homeLabel} onClick={close}>
          <Logo name={brandName} />
        </a>
        {/* Before the menu it opens, so that Tab goes from the toggle into the open menu's links. Its
            state is the popover's, which the browser tells assistive technology itself until this
            code runs: a stated aria-expanded would say "closed" of an open menu without it. */}
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          popoverTarget={menuId}
          aria-expanded={hydrated ? menuOpen : undefined}
          aria-controls={menuId}
          aria-label={menuOpen ? navigation.closeMenuLabel : navigation.openMenuLabel}
        >
          <Icon name="menu" size={24} className={styles.whenClosed} />
          <Icon name="x" size={24} className={styles.whenOpen} />
        </button>
        <nav
          ref={menu}
          id={menuId}
          popover="auto"
          data-testid="main-nav"
          className={styles.nav}
          aria-label={navigation.label}
          onBlur={(event) => {
            // The open panel covers the page: once focus has moved on past it, it closes.
            const next = event.relatedTarget;
            if (next && !event.currentTarget.contains(next) && next !== toggle.current) close();
          }}
        >
          <ul className={styles.links}>
            {navigation.links.map((link, index) => (
              <li key={index}>
                <a
                  href={link.to}
                  className={styles.link}
                  aria-current={leadsTo(link.to, current) ? 'page' : undefined}
                  onClick={close}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className={styles.contact}>
            {contact.action.kind === 'notice' ? (
              <NoticeButton label={contact.label} style={contact.style} block onActivate={closeAndFocusToggle} />
            ) : (
              <LinkButton button={{ ...contact, action: contact.action }} block onActivate={close} />
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
