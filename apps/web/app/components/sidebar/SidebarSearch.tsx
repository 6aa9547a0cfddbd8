import { Search } from 'lucide-react';
import { useId } from 'react';
import { Form } from 'react-router';
import { useT } from '../../i18n.tsx';

/** The sidebar's search box: like the header's, its words go to the site's search page (`/search?q=`). */
export function SidebarSearch({ title, placeholder }: { title?: string; placeholder?: string }) {
  const t = useT();
  const name = title ?? t('sidebar.search');
  const id = useId();
  return (
    <section className="widget widget-search" aria-labelledby={`${id}-title`}>
      <h2 className="widget-title" id={`${id}-title`}>
        {name}
      </h2>
      <search>
        <Form className="widget-search-form" action="/search">
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {name}
          </label>
          <input id={`${id}-q`} name="q" type="search" required placeholder={placeholder ?? t('sidebar.searchPlaceholder')} />
          <button type="submit" className="icon-button" aria-label={name}>
            <Search aria-hidden="true" />
          </button>
        </Form>
      </search>
    </section>
  );
}
