import Home from '@mui/icons-material/Home';
import Label from '@mui/icons-material/Label';
import Summarize from '@mui/icons-material/Summarize';
import { Box } from '@mui/material';
import type { AdminMenuNode } from '@sahay/contracts';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Menu, MenuItemLinkClasses, useBasename, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { iconOf } from '../resources/index.ts';
import { SupportItems } from '../resources/ticket/SupportMenu.tsx';
import { useWorkspaces } from '../workspaces/useWorkspaces.ts';
import type { WorkspaceEntry, WorkspaceSection } from '../workspaces/workspace-menu.ts';
import type { Workspace } from '../workspaces/workspaces.ts';
import { MenuGroupHeader } from './MenuGroupHeader.tsx';

/** How a stored menu entry is named: its key (`resources.<name>.name`, plural wanted, or `menu.<module>`), else its stored title. */
export function useNodeLabel() {
  const translate = useTranslate();
  return (node: AdminMenuNode) => (node.translate ? translate(node.translate, { smart_count: 2, _: node.title }) : node.title);
}

/** How an entry of a workspace is named, in the chosen language. */
export function useEntryLabel() {
  const translate = useTranslate();
  const nodeLabel = useNodeLabel();
  return (entry: WorkspaceEntry) => (entry.node ? nodeLabel(entry.node) : translate(entry.report?.label ?? entry.key));
}

/** An entry's icon: its resource's, a report's own, or a plain one. */
export const entryIcon = (entry: WorkspaceEntry): ComponentType =>
  (entry.kind === 'report' ? (entry.report?.icon ?? Summarize) : iconOf(entry.key)) ?? Label;

/** Where an entry opens: stored addresses under /admin are the app's own; anything else is kept as it is. */
export function useEntryPath() {
  const basename = useBasename();
  return (entry: WorkspaceEntry) => (entry.node?.url && !entry.node.url.startsWith('/admin') ? entry.node.url : `${basename}/${entry.to}`);
}

export const workspacePath = (workspace: Workspace) => `workspace/${workspace.id}`;

/** A group of the menu as assistive technology reads it: menu > group > menuitem, nothing between. */
function MenuGroup({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  // The list item only keeps the HTML valid and has no role of its own.
  return (
    <Box component="li" role="none" sx={{ listStyle: 'none' }}>
      <Box role="group" aria-labelledby={`menu-group-${id}`}>
        <MenuGroupHeader id={`menu-group-${id}`}>{title}</MenuGroupHeader>
        {children}
      </Box>
    </Box>
  );
}

function SectionItems({ section }: { section: WorkspaceSection }) {
  const label = useEntryLabel();
  const path = useEntryPath();
  return (
    <>
      {section.entries.map((entry) => {
        const Icon = entryIcon(entry);
        return <Menu.Item key={`${entry.kind}-${entry.key}`} to={path(entry)} primaryText={label(entry)} leftIcon={<Icon />} />;
      })}
      {section.module === 'support' ? <SupportItems /> : null}
    </>
  );
}

/**
 * The side menu: Home, then the open workspace's own entries only (its groups as the role's menu holds them, with
 * their reports), then the other workspaces the role may use. On the home screen, the workspaces alone.
 */
export function RoleMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const nodeLabel = useNodeLabel();
  const { visible, current, menu } = useWorkspaces();
  const { pathname } = useLocation();
  // A screen opened from its address (a bookmark, a link in a mail) shows its entry in the menu, however far down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another screen marks another entry active.
  useEffect(() => {
    if (visible.length) document.querySelector(`[role="menu"] .${MenuItemLinkClasses.active}`)?.scrollIntoView({ block: 'nearest' });
  }, [pathname, visible.length]);
  const name = (workspace: Workspace) => translate(`sahay.workspaces.${workspace.id}.name`);
  const others = visible.filter((v) => v !== current);
  const onlyOneGroup = current?.sections.length === 1;
  return (
    <Menu>
      <Menu.Item to={`${basename}/`} primaryText={translate('sahay.workspaces.home')} leftIcon={<Home />} />
      {current ? (
        <>
          <Menu.Item
            to={`${basename}/${workspacePath(current.workspace)}`}
            primaryText={name(current.workspace)}
            leftIcon={<current.workspace.icon />}
          />
          {current.sections.map((section) => (
            <MenuGroup
              key={section.id}
              id={section.id}
              title={
                section.node && !onlyOneGroup
                  ? nodeLabel(section.node)
                  : section.node
                    ? name(current.workspace)
                    : translate('sahay.workspaces.lookups')
              }
            >
              <SectionItems section={section} />
            </MenuGroup>
          ))}
          {current.sections.length === 0 && current.workspace.id === 'support' ? (
            <MenuGroup id="support" title={name(current.workspace)}>
              <SupportItems />
            </MenuGroup>
          ) : null}
        </>
      ) : null}
      {others.length ? (
        <MenuGroup id="workspaces" title={translate(current ? 'sahay.workspaces.others' : 'sahay.workspaces.title')}>
          {others.map(({ workspace }) => (
            <Menu.Item
              key={workspace.id}
              to={`${basename}/${workspacePath(workspace)}`}
              primaryText={name(workspace)}
              leftIcon={<workspace.icon />}
            />
          ))}
        </MenuGroup>
      ) : null}
      {/* Entries staff stored outside any group: on the home screen. */}
      {current
        ? null
        : menu
            .filter((node) => node.type !== 'group')
            .map((node) => <Menu.Item key={node.id} to={node.url ?? basename} primaryText={nodeLabel(node)} leftIcon={<Label />} />)}
    </Menu>
  );
}
