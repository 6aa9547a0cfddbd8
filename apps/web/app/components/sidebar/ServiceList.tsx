import { ChevronRight, Phone } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { services as allServices, type Service, serviceHref, sidebarServiceCount } from '../../template/services.ts';

/** The service page's sidebar: six services, then a box leading to the contact page (spec section 2). */
export function ServiceList({
  title = 'Our Services',
  services = allServices.slice(0, sidebarServiceCount),
}: {
  title?: string;
  services?: readonly Service[];
}) {
  return (
    <>
      <nav className="widget widget-services" aria-label={title}>
        <h2 className="widget-title">{title}</h2>
        <ul className="service-links">
          {services.map((service) => (
            <li key={service.id}>
              <NavLink to={serviceHref(service)}>
                {service.title}
                <ChevronRight aria-hidden="true" size={18} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="widget widget-contact" aria-label="Need help?">
        <h2 className="widget-title">Need help?</h2>
        <p>Tell us what your village or school needs. Our team answers every message within two working days.</p>
        <Link to="/contact" className="button button-accent">
          <Phone aria-hidden="true" size={18} />
          Contact Us
        </Link>
      </section>
    </>
  );
}
