import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import MenuIcon from '@site/src/components/MenuIcon';
import {dropdownMenus, otherLinks, topLinks, type Menu, type MenuId, type MenuItem} from '@site/src/data/menus';
import styles from './styles.module.css';

export type SiteMenuProps = {mobile?: boolean; className?: string};

type MobileSectionId = MenuId | 'others';

function Badges({item}: {item: MenuItem}) {
  return (
    <>
      {item.beta && <span className="badge badge--beta">{translate({id: 'menu.badge.beta', message: 'Beta'})}</span>}
      {item.comingSoon && (
        <span className="badge badge--soon">{translate({id: 'menu.badge.comingSoon', message: 'Coming soon'})}</span>
      )}
    </>
  );
}

function ItemLink({
  item,
  onNavigate,
  className,
  children,
}: {
  item: MenuItem;
  onNavigate?: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  const external = item.target === '_blank';
  return (
    <Link
      className={className}
      to={item.href}
      onClick={onNavigate}
      {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
      {children}
      {external && (
        <span className="sr-only"> {translate({id: 'common.newTab', message: '(opens in a new tab)'})}</span>
      )}
    </Link>
  );
}

/** One desktop dropdown: a disclosure button and a panel of links. */
function Dropdown({
  menu,
  open,
  onOpen,
  onClose,
  onToggle,
}: {
  menu: Menu;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onToggle: () => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A mouse click lands on a dropdown that hover already opened: it must not close it again.
  // Touch taps and keyboard activation toggle.
  const lastPointer = useRef<string | null>(null);
  const onButtonClick = () => {
    if (lastPointer.current === 'mouse') onOpen();
    else onToggle();
    lastPointer.current = null;
  };
  const focusItem = (index: number) => {
    const links = panelRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]!.focus();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen();
      requestAnimationFrame(() => focusItem(0));
    } else if (event.key === 'Escape' && open) {
      onClose();
    }
  };

  const onPanelKeyDown = (event: React.KeyboardEvent) => {
    const links = Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
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
      focusItem(links.length - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className={styles.dropdown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onOpen()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onClose()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('navbar__link', styles.trigger)}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}>
        {menu.label}
        <svg className={styles.caret} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches the arrow keys and Escape that bubble up from the panel's links */}
      <div
        id={panelId}
        ref={panelRef}
        className={clsx(styles.panel, open && styles.panelOpen)}
        hidden={!open}
        onKeyDown={onPanelKeyDown}>
        {/* The links exist only while the panel is open: a closed panel is hidden anyway, and every page's HTML
            would otherwise carry all three menus (about 16 KB) for nothing. */}
        {open && (
          <ul className={styles.grid}>
            {menu.items.map((item) => (
              <li key={item.href}>
                <ItemLink item={item} className={styles.item} onNavigate={onClose}>
                  <span className={styles.icon}>
                    <MenuIcon name={item.icon} />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.title}>
                      {item.title} <Badges item={item} />
                    </span>
                    <span className={styles.description}>{item.description}</span>
                  </span>
                </ItemLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function DesktopMenu() {
  const [open, setOpen] = useState<MenuId | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const {pathname} = useLocation();

  // Closed on route change.
  useEffect(() => setOpen(null), [pathname]);

  // Closed on a click or tap outside.
  useEffect(() => {
    if (open === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.desktop} data-testid="site-menu">
      {dropdownMenus.map((menu) => (
        <Dropdown
          key={menu.id}
          menu={menu}
          open={open === menu.id}
          onOpen={() => setOpen(menu.id)}
          onClose={() => setOpen((current) => (current === menu.id ? null : current))}
          onToggle={() => setOpen((current) => (current === menu.id ? null : menu.id))}
        />
      ))}
      {topLinks.map((link) => (
        <Link key={link.href} className="navbar__item navbar__link" to={link.href}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

function MobileSection({
  id,
  label,
  open,
  onToggle,
  children,
}: {
  id: MobileSectionId;
  label: string;
  open: boolean;
  onToggle: (id: MobileSectionId) => void;
  children: React.ReactNode;
}) {
  const panelId = useId();
  return (
    <li className={styles.mobileSection}>
      <button
        type="button"
        className={styles.mobileTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(id)}>
        {label}
        <svg
          className={clsx(styles.caret, open && styles.caretOpen)}
          width="12"
          height="12"
          viewBox="0 0 10 10"
          aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className={styles.mobilePanel}>
        {children}
      </div>
    </li>
  );
}

/** The full-screen mobile menu: accordion sections, one open at a time. */
function MobileMenu() {
  const [open, setOpen] = useState<MobileSectionId | null>(null);
  const mobileSidebar = useNavbarMobileSidebar();
  const closeSidebar = useCallback(() => {
    if (mobileSidebar.shown) mobileSidebar.toggle();
  }, [mobileSidebar]);
  const toggle = (id: MobileSectionId) => setOpen((current) => (current === id ? null : id));

  return (
    // The mobile sidebar renders navbar items inside its own list: one list item holding our accordion.
    <li className="menu__list-item">
      <ul className={clsx('menu__list', styles.mobile)} data-testid="mobile-menu">
        {dropdownMenus.map((menu) => (
          <MobileSection key={menu.id} id={menu.id} label={menu.label} open={open === menu.id} onToggle={toggle}>
            <ul className={styles.mobileList}>
              {menu.items.map((item) => (
                <li key={item.href}>
                  <ItemLink item={item} className={styles.mobileLink} onNavigate={closeSidebar}>
                    <MenuIcon name={item.icon} size={18} />
                    <span>{item.title}</span> <Badges item={item} />
                  </ItemLink>
                </li>
              ))}
            </ul>
          </MobileSection>
        ))}
        <MobileSection
          id="others"
          label={translate({id: 'menu.others.label', message: 'Others'})}
          open={open === 'others'}
          onToggle={toggle}>
          <ul className={styles.mobileList}>
            {otherLinks.map((link) => (
              <li key={link.href}>
                <Link className={styles.mobileLink} to={link.href} onClick={closeSidebar}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </MobileSection>
      </ul>
    </li>
  );
}

/** Navbar item `custom-siteMenu`: the Docs, Tools and Community dropdowns and the top links. */
export default function SiteMenu({mobile}: SiteMenuProps): React.JSX.Element {
  return mobile ? <MobileMenu /> : <DesktopMenu />;
}
