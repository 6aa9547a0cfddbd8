import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

/**
 * Tabs numbered from 1 (spec section 4: the active tab is 1, 2 or 3). Arrow keys, Home and End move
 * between the tabs; only the active one is in the tab order.
 */
export function Tabs({
  id,
  label,
  tabs,
  initial = 1,
}: {
  id: string;
  label: string;
  tabs: readonly { label: string; content: ReactNode }[];
  initial?: number;
}) {
  const [active, setActive] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (n: number) => {
    setActive(n);
    buttons.current[n - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active === tabs.length ? 1 : active + 1,
      ArrowLeft: active === 1 ? tabs.length : active - 1,
      Home: 1,
      End: tabs.length,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div className="tabs-block" data-active-tab={active}>
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i + 1}`}
            aria-selected={active === i + 1}
            aria-controls={`${id}-panel-${i + 1}`}
            tabIndex={active === i + 1 ? 0 : -1}
            className="tab"
            onClick={() => setActive(i + 1)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${i + 1}`}
          aria-labelledby={`${id}-tab-${i + 1}`}
          hidden={active !== i + 1}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel of plain text is focusable so the keyboard can reach it from its tab (WAI-ARIA tabs pattern).
          tabIndex={0}
          className="tab-panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
