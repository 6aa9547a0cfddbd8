import type { ResourceContract } from '@sahay/contracts';
import type { ComponentType } from 'react';

/** react-admin's four screens of a resource. */
export const viewNames = ['list', 'show', 'create', 'edit'] as const;
export type ViewName = (typeof viewNames)[number];

/**
 * What the back office knows of a resource before any of its screens is fetched: its icon (the menu, the workspaces),
 * how a record is named (references, the search box), and which screens it has where they differ from the generated
 * ones (true: one of its own where none is generated, a document's form; false: none at all). The registry needs
 * the last to offer Create, Edit and Show. Its screens are in its folder's `screens.tsx`, fetched with the other
 * screens of its workspace.
 */
export interface ResourceDeclaration {
  icon?: ComponentType;
  recordRepresentation?: (record: Record<string, unknown>) => string;
  views?: Partial<Record<ViewName, boolean>>;
}

/** A resource's screens of its own, each asking for the permission the API will check. */
export type ResourceScreens = Partial<Record<ViewName, ComponentType>>;

/** The screens of a workspace's resources, in one script: each resource's own, and the generated ones for the rest. */
export interface WorkspaceScreens {
  own: Readonly<Record<string, ResourceScreens>>;
  of: (contract: ResourceContract) => ResourceScreens;
}
