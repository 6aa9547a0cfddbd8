import type { MenuNode } from '@sahay/contracts';
import { ChevronDown, Globe, Menu, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Form, Link, NavLink, useLocation, useRevalidator } from 'react-router';
import { type Language, languageCookie, useLanguage, useT } from '../i18n.tsx';
import { menuHref } from '../site-data.ts';

/** Past this many pixels of scrolling the header stays at the top (spec section 9). */
export const fixedHeaderAfter = 80;

function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const { revalidate } = useRevalidator();
  const choose = (next: Language) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves.
    document.cookie = `${languageCookie}=${next}; path=/; max-age=31536000; samesite=lax`;
    revalidate();
  };
  return (
    <label className="language-switch">
      <Globe aria-hidden="true" size={18} />
      <span className="visually-hidden">{t('nav.language')}</span>
      <select value={language} onChange={(e) => choose(e.target.value as Language)} aria-label={t('nav.language')}>
        <option value="en">English</option>
        <option value="bn">বাংলা</option>
      </select>
    </label>
  );
}

/** The header's search box: its words go to the site's search page (`/search?q=`). */
function SearchToggle() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the box closes once its search (or any page) opens.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <div className="search-toggle">
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="site-search"
        aria-label={t('nav.search')}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden="true" size={20} /> : <Search aria-hidden="true" size={20} />}
      </button>
      {open && (
        <search id="site-search" className="search-box">
          <Form action="/search">
            <input type="search" name="q" required aria-label={t('nav.search')} placeholder={t('nav.searchPlaceholder')} />
            <button type="submit" className="icon-button" aria-label={t('nav.search')}>
              <Search aria-hidden="true" size={18} />
            </button>
          </Form>
        </search>
      )}
    </div>
  );
}

function DesktopMenu({ menus }: { menus: MenuNode[] }) {
  return (
    <ul className="main-menu">
      {menus.map((menu) => (
        <li key={menu.id} className={menu.children.length ? 'has-children' : undefined}>
          <NavLink to={menuHref(menu)} end={menu.name.toLowerCase() === 'home'}>
            {menu.name}
            {menu.children.length > 0 && <ChevronDown aria-hidden="true" size={14} />}
          </NavLink>
          {menu.children.length > 0 && (
            <ul className="sub-menu">
              {menu.children.map((child) => (
                <li key={child.id}>
                  <NavLink to={menuHref(child)}>{child.name}</NavLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The slide-in menu of small screens; one list of children is open at a time. */
function MobileMenu({ menus, open, onClose }: { menus: MenuNode[]; open: boolean; onClose: () => void }) {
  const t = useT();
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <div className={`mobile-menu${open ? ' is-open' : ''}`} id="mobile-menu" aria-hidden={!open} inert={!open}>
      <button type="button" className="icon-button mobile-close" aria-label={t('nav.close')} onClick={onClose}>
        <X aria-hidden="true" size={22} />
      </button>
      {/* The only navigation landmark on small screens, where the desktop menu is not shown. */}
      <nav aria-label="Main">
        <ul>
          {menus.map((menu) => (
            <li key={menu.id}>
              <div className="mobile-item">
                <Link to={menuHref(menu)} onClick={onClose}>
                  {menu.name}
                </Link>
                {menu.children.length > 0 && (
                  <button
                    type="button"
                    className="icon-button"
                    aria-expanded={expanded === menu.id}
                    aria-label={`${t('nav.expand')} ${menu.name}`}
                    onClick={() => setExpanded(expanded === menu.id ? null : menu.id)}
                  >
                    <ChevronDown aria-hidden="true" size={18} />
                  </button>
                )}
              </div>
              {menu.children.length > 0 && expanded === menu.id && (
                <ul className="mobile-sub-menu">
                  {menu.children.map((child) => (
                    <li key={child.id}>
                      <Link to={menuHref(child)} onClick={onClose}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function Header({ menus, logo, siteName }: { menus: MenuNode[]; logo: string | null; siteName: string }) {
  const t = useT();
  const [fixed, setFixed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > fixedHeaderAfter);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the slide-in menu whenever the page changes.
  useEffect(() => setMobileOpen(false), [location.pathname]);
  return (
    <header className={`site-header${fixed ? ' is-fixed' : ''}`} data-fixed={fixed}>
      <div className="container header-inner">
        <Link to="/" className="brand">
          {logo ? <img src={logo} alt={siteName} width={180} height={60} /> : <span>{siteName}</span>}
        </Link>
        <nav aria-label="Main" className="desktop-nav">
          <DesktopMenu menus={menus} />
        </nav>
        <div className="header-actions">
          <SearchToggle />
          <LanguageSwitch />
          <Link to="/donate" className="button button-accent donate-button">
            {t('nav.donate')}
          </Link>
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-label={t('nav.menu')}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen(true)}
          >
            <Menu aria-hidden="true" size={24} />
          </button>
        </div>
      </div>
      <MobileMenu menus={menus} open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </header>
  );
}
