import { Card, type CardProps } from '@mui/material';
import { type Ref, useEffect, useRef, useState } from 'react';

/**
 * The card a list's table sits in. A table wider than the window (many columns on a narrow screen) scrolls
 * sideways inside it, so that the page keeps the window's width and the toolbars above stay in view; while it
 * does, the card takes the keyboard's focus too, so that the arrow keys scroll it (WCAG 2.1.1).
 */
export function ListCard({ ref, sx, ...props }: CardProps & { ref?: Ref<HTMLDivElement> }) {
  const own = useRef<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const card = own.current;
    if (!card) return;
    const measure = () => setScrolls(card.scrollWidth > card.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(card);
    if (card.firstElementChild) observer.observe(card.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <Card
      {...props}
      ref={(node: HTMLDivElement | null) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      tabIndex={scrolls ? 0 : undefined}
      // No width of its own for the page to make room for (a table's width would widen the whole back office):
      // the width of the list, and the table scrolls inside.
      sx={[{ overflowX: 'auto', width: 0, minWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
