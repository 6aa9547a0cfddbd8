import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useHydrated } from '../../forms/useHydrated.ts';

/** The sidebar's search box: it looks like a search but never searches (spec section 2). */
export function SidebarSearch({ title = 'Search', placeholder = 'Search…' }: { title?: string; placeholder?: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const blocked = (event: FormEvent) => event.preventDefault();
  return (
    <section className="widget widget-search" aria-labelledby={`${id}-title`}>
      <h2 className="widget-title" id={`${id}-title`}>
        {title}
      </h2>
      <search>
        <form className="widget-search-form" onSubmit={blocked}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {title}
          </label>
          <input id={`${id}-q`} name="q" type="search" placeholder={placeholder} />
          <button type="submit" className="icon-button" disabled={!hydrated} aria-label={title}>
            <Search aria-hidden="true" />
          </button>
        </form>
      </search>
    </section>
  );
}
