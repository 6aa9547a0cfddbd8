import type { SiteService } from '@sahay/contracts';
import { servicePath } from '@sahay/contracts/site-paths';
import { ChevronRight, Phone } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n.tsx';

/** The service page's sidebar: the services given (six), then a box leading to the contact page (spec section 2). */
export function ServiceList({ title, services }: { title?: string; services: readonly Pick<SiteService, 'id' | 'title'>[] }) {
  const t = useT();
  const name = title ?? t('services.title');
  return (
    <>
      <nav className="widget widget-services" aria-label={name}>
        <h2 className="widget-title">{name}</h2>
        <ul className="service-links">
          {services.map((service) => (
            <li key={service.id}>
              <NavLink to={servicePath(service)}>
                {service.title}
                <ChevronRight aria-hidden="true" size={18} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="widget widget-contact" aria-label={t('service.help')}>
        <h2 className="widget-title">{t('service.help')}</h2>
        <p>{t('service.helpText')}</p>
        <Link to="/contact" className="button button-accent">
          <Phone aria-hidden="true" size={18} />
          {t('link.contactUs')}
        </Link>
      </section>
    </>
  );
}
