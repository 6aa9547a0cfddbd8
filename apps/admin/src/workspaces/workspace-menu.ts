import { type AdminMenuNode, type ModuleName, modules, resourceContracts } from '@sahay/contracts';
import { type ReportLink, reportsOfModule } from './module-reports.ts';
import type { Workspace } from './workspaces.ts';

/** One entry of a workspace: a list (from the role's menu) or a report, with where it opens. */
export interface WorkspaceEntry {
  kind: 'list' | 'report';
  /** The resource of a list (`notice`); a report's path (`reports/ledger`). */
  key: string;
  /** The address under /admin/ (`notice`, `reports/ledger`), or an address of its own a stored entry holds. */
  to: string;
  node?: AdminMenuNode;
  report?: ReportLink;
}

/** A titled part of a workspace's menu: a group of the stored menu, or the gathered lookups. */
export interface WorkspaceSection {
  id: string;
  /** The group's node (its label), or none for the lookups. */
  node?: AdminMenuNode;
  module?: ModuleName;
  entries: WorkspaceEntry[];
}

const moduleOfResource = new Map(resourceContracts.map((c) => [c.name, c.module]));
const moduleNames = new Set<string>(modules);

/** A stored entry's resource: `/admin/notice` is `notice`. */
export const resourceOfUrl = (url: string | null) => (url ?? '').replace(/^\/admin\/?/, '').split('/')[0];

/** The module a stored group stands for: its key (`module.cms`), else the module of its first entry's resource. */
function moduleOfGroup(group: AdminMenuNode): ModuleName | undefined {
  const key = group.menu_id.replace(/^module\./, '');
  if (moduleNames.has(key)) return key as ModuleName;
  for (const child of group.children) {
    const module = moduleOfResource.get(resourceOfUrl(child.url));
    if (module) return module;
  }
  return undefined;
}

const listEntry = (node: AdminMenuNode): WorkspaceEntry => {
  const resource = resourceOfUrl(node.url);
  return { kind: 'list', key: resource, to: node.url?.startsWith('/admin') ? resource : (node.url ?? ''), node };
};

/**
 * A workspace's menu for a role: the stored groups of its modules with the entries the role's menu holds, each
 * followed by the module's reports the role may read; then, for Settings, the lookups of every module.
 */
export function sectionsOf(workspace: Workspace, menu: readonly AdminMenuNode[], can: (permission: string) => boolean): WorkspaceSection[] {
  const groups = menu.filter((node) => node.type === 'group');
  const sections: WorkspaceSection[] = [];
  for (const group of groups) {
    const module = moduleOfGroup(group);
    if (!module || !workspace.modules.includes(module)) continue;
    const reports = (reportsOfModule[module] ?? [])
      .filter((report) => can(report.permission))
      .map((report): WorkspaceEntry => ({ kind: 'report', key: report.path, to: report.path, report }));
    const entries = [...group.children.map(listEntry), ...reports];
    if (entries.length) sections.push({ id: `group-${group.id}`, node: group, module, entries });
  }
  if (workspace.lookups) {
    const wanted = new Set(workspace.lookups.map((c) => c.name));
    const lookups = groups.flatMap((group) => group.children.map(listEntry)).filter((entry) => wanted.has(entry.key));
    if (lookups.length) sections.push({ id: 'lookups', entries: lookups });
  }
  return sections;
}

/**
 * Whether a role is offered a workspace: when its menu holds an entry of the workspace's own modules. Lookups
 * gathered from other areas (Settings) do not open it by themselves: they stay reachable in their own workspace.
 * Support is offered to a role that may read its department's tickets, which its inboxes list.
 */
export const offered = (workspace: Workspace, sections: readonly WorkspaceSection[], can: (permission: string) => boolean) =>
  sections.some((section) => section.node) || (workspace.paths?.includes('support') === true && can('ticket.read'));

/** Every entry of a workspace's sections. */
export const entriesOf = (sections: readonly WorkspaceSection[]) => sections.flatMap((section) => section.entries);

/**
 * The workspace an address belongs to: the one remembered (the last opened) when it lists the address, else the
 * first that lists it, else the workspace of the resource's module (a record reached by a link). None for home.
 */
export function workspaceOfPath(
  path: string,
  menus: ReadonlyMap<string, readonly WorkspaceSection[]>,
  workspaces: readonly Workspace[],
  remembered: string | undefined,
): string | undefined {
  const [first, second] = path.replace(/^\/+/, '').split('/');
  if (!first) return undefined;
  if (first === 'workspace') return workspaces.some((w) => w.id === second) ? second : undefined;
  const listing = workspaces
    .filter((w) =>
      entriesOf(menus.get(w.id) ?? []).some((entry) => entry.to && (path === `/${entry.to}` || path.startsWith(`/${entry.to}/`))),
    )
    .map((w) => w.id);
  if (remembered && listing.includes(remembered)) return remembered;
  if (listing.length) return listing[0];
  const module = moduleOfResource.get(first);
  return workspaces.find((w) => (module && w.modules.includes(module)) || w.paths?.includes(first))?.id;
}
