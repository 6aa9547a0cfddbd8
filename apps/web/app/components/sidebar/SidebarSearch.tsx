import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useHydrated } from '../../forms/useHydrated.ts';
import { useT } from '../../i18n.tsx';

/** The sidebar's search box: it looks like a search but never searches (spec section 2). */
export function SidebarSearch({ title, placeholder }: { title?: string; placeholder?: string }) {
  const t = useT();
  const name = title ?? t('sidebar.search');
  const id = useId();
  const hydrated = useHydrated();
  const blocked = (event: FormEvent) => event.preventDefault();
  return (
    <section className="widget widget-search" aria-labelledby={`${id}-title`}>
      <h2 className="widget-title" id={`${id}-title`}>
        {name}
      </h2>
      <search>
        <form className="widget-search-form" onSubmit={blocked}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {name}
          </label>
          <input id={`${id}-q`} name="q" type="search" placeholder={placeholder ?? t('sidebar.searchPlaceholder')} />
          <button type="submit" className="icon-button" disabled={!hydrated} aria-label={name}>
            <Search aria-hidden="true" />
          </button>
        </form>
      </search>
    </section>
  );
}
