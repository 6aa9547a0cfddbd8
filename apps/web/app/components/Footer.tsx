import type { SiteSettings } from '@sahay/contracts';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../i18n.tsx';

function BrandIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export interface SocialLink {
  name: string;
  href: string;
  path: string;
}

/** The footer of every page (spec section 2); its year is fixed at 2022 as the specification says. */
export function Footer({
  settings,
  partnerLogos,
  aboutHref,
  social,
}: {
  settings: SiteSettings | null;
  partnerLogos: string[];
  aboutHref: string;
  /** The charity's social links, each with its brand icon's SVG path (drawn on the server's side). */
  social: SocialLink[];
}) {
  const t = useT();
  const siteName = settings?.site_name ?? '';
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          {settings?.footer_logo && (
            <img src={settings.footer_logo} alt={siteName} width={180} height={60} loading="lazy" className="footer-logo" />
          )}
          <p>{t('footer.welcome')}</p>
          <ul className="social-links">
            {social.map((s) => (
              <li key={s.name}>
                <a href={s.href ?? undefined} aria-label={s.name} rel="noopener noreferrer" target="_blank">
                  <BrandIcon path={s.path} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.links')}</h2>
          <ul className="footer-links">
            <li>
              <Link to={aboutHref}>{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contactUs')}</Link>
            </li>
            <li>
              <Link to="/transparency">{t('footer.transparency')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <ul className="footer-contact">
            {settings?.email && (
              <li>
                <Mail aria-hidden="true" size={16} /> <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            )}
            {settings?.phone && (
              <li>
                <Phone aria-hidden="true" size={16} /> <a href={`tel:${settings.phone.replace(/\s/g, '')}`}>{settings.phone}</a>
              </li>
            )}
            {settings?.address && (
              <li>
                <MapPin aria-hidden="true" size={16} /> {settings.address}
              </li>
            )}
          </ul>
        </section>
        {partnerLogos.length > 0 && (
          <section>
            <h2>{t('footer.memberOf')}</h2>
            <ul className="member-of">
              {partnerLogos.map((logo) => (
                <li key={logo}>
                  <img src={logo} alt="" width={120} height={60} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="footer-bottom">
        <p className="container">
          © 2022 {siteName}. {t('footer.rights')} {t('footer.design')} <span>Nodi Studio</span>
        </p>
      </div>
    </footer>
  );
}
