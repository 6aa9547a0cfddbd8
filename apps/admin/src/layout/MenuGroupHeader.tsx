import { ListSubheader } from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * A group's title in the side menu, naming the group for assistive technology (`id` for its aria-labelledby).
 * It scrolls with its items: a sticky title on the menu's transparent background was drawn over the item
 * beneath it. With the menu folded to icons, it stays only for screen readers.
 */
export function MenuGroupHeader({ id, children }: { id: string; children: ReactNode }) {
  const [open] = useSidebarState();
  return (
    <ListSubheader
      id={id}
      component="div"
      disableSticky
      sx={{ lineHeight: '2.5em', background: 'transparent', ...(open ? {} : { position: 'absolute', left: -10000 }) }}
    >
      {children}
    </ListSubheader>
  );
}
