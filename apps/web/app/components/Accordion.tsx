import { ChevronDown } from 'lucide-react';
import { useState } from 'react';

/** At most one panel open (spec section 4): opening one closes the other; opening the open one closes it. */
export function Accordion({
  id,
  panels,
  initial = 0,
  headingLevel = 3,
}: {
  id: string;
  panels: readonly { title: string; text: string }[];
  /** Index of the panel open at first, or null for none. */
  initial?: number | null;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState<number | null>(initial);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {panels.map((panel, i) => (
        <div key={panel.title} className="accordion-item">
          <Heading className="accordion-heading">
            <button
              type="button"
              id={`${id}-button-${i}`}
              aria-expanded={open === i}
              aria-controls={`${id}-panel-${i}`}
              className="accordion-button"
              onClick={() => setOpen((current) => (current === i ? null : i))}
            >
              {panel.title}
              <ChevronDown aria-hidden="true" className="accordion-chevron" />
            </button>
          </Heading>
          <section id={`${id}-panel-${i}`} aria-labelledby={`${id}-button-${i}`} hidden={open !== i} className="accordion-panel">
            <p>{panel.text}</p>
          </section>
        </div>
      ))}
    </div>
  );
}
