import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, usePermissions, useStore } from 'react-admin';
import { useLocation } from 'react-router';
import type { SahayDataProvider } from '../dataProvider.ts';
import { roleMenuQuery } from '../layout/roleMenu.ts';
import { offered, sectionsOf, type WorkspaceSection, workspaceOfPath } from './workspace-menu.ts';
import { type Workspace, workspaces } from './workspaces.ts';

export interface WorkspaceMenu {
  workspace: Workspace;
  sections: WorkspaceSection[];
}

/** The signed-in role's menu as the API answers it (the entries its role may open). */
export function useRoleMenu() {
  const dataProvider = useDataProvider<SahayDataProvider>();
  return useQuery(roleMenuQuery(dataProvider));
}

/**
 * The workspaces the signed-in role may use, each with its menu (a workspace with no entry for the role is not
 * offered; Support is, to a role that may read its department's tickets), and the one the address is in.
 */
export function useWorkspaces() {
  const { data: menu = [], isPending: menuPending } = useRoleMenu();
  const { permissions, isPending: permissionsPending } = usePermissions<string[]>();
  const { pathname } = useLocation();
  const [remembered, remember] = useStore<string | undefined>('sahay.workspace', undefined);
  const { menus, visible } = useMemo(() => {
    const can = (permission: string) => Array.isArray(permissions) && permissions.includes(permission);
    const menus = new Map(workspaces.map((w) => [w.id, sectionsOf(w, menu, can)]));
    const visible: WorkspaceMenu[] = workspaces
      .map((workspace) => ({ workspace, sections: menus.get(workspace.id) ?? [] }))
      .filter(({ workspace, sections }) => offered(workspace, sections, can));
    return { menus, visible };
  }, [menu, permissions]);
  const path = pathname.replace(/^\/admin/, '') || '/';
  const currentId = workspaceOfPath(
    path,
    menus,
    visible.map((v) => v.workspace),
    remembered,
  );
  const current = visible.find((v) => v.workspace.id === currentId);
  // A screen listed in two workspaces (a lookup, also in Settings) stays in the one it was opened from.
  useEffect(() => {
    if (current && current.workspace.id !== remembered) remember(current.workspace.id);
  }, [current, remembered, remember]);
  return { visible, current, menu, isPending: menuPending || permissionsPending };
}
