import { modules, resourceContracts } from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { workspaceOfModule, workspaces } from '../workspaces/workspaces.ts';
import { viewNames } from './declaration.ts';
import { declarations, hasView } from './index.ts';

/** Each workspace's screens, as the browser fetches them when the first of them opens. */
const screensOf = new Map(await Promise.all(workspaces.map(async (w) => [w.id, (await w.screens()).default] as const)));

describe('the registry and the workspaces’ screens', () => {
  it('puts every module in one workspace, whose script holds its screens', () => {
    for (const module of modules) expect(workspaces.filter((w) => w.modules.includes(module)).map((w) => w.id)).toHaveLength(1);
  });

  it('finds every screen the registry offers in the script of the resource’s workspace', () => {
    const missing = resourceContracts.flatMap((contract) => {
      const screens = screensOf.get(workspaceOfModule(contract.module).id)?.of(contract) ?? {};
      return viewNames.filter((view) => hasView(contract, view) && typeof screens[view] !== 'function').map((v) => `${contract.name}.${v}`);
    });
    expect(missing).toEqual([]);
  });

  it('offers every screen of a resource’s own, from the workspace of its module', () => {
    const misplaced: string[] = [];
    const hidden: string[] = [];
    for (const [id, screens] of screensOf)
      for (const [name, own] of Object.entries(screens.own)) {
        const contract = resourceContracts.find((c) => c.name === name);
        if (!contract || workspaceOfModule(contract.module).id !== id) misplaced.push(`${name} in ${id}`);
        else for (const view of viewNames) if (own[view] && !hasView(contract, view)) hidden.push(`${name}.${view}`);
      }
    expect(misplaced).toEqual([]);
    expect(hidden).toEqual([]);
  });

  it('declares only resources of the registry', () => {
    const names = new Set(resourceContracts.map((c) => c.name));
    expect(Object.keys(declarations).filter((name) => !names.has(name))).toEqual([]);
  });
});
