/**
 * The chart of accounts as a tree: the primary groups (Assets, Liabilities, Expenses, Incomes) in their
 * seeded order, each with the groups under it, and those with their sub-groups, by name. Ledgers are read
 * when a group is opened, so the tree stays light with thousands of them.
 */

export interface PrimaryGroupRow {
  id: number;
  name: string;
}

export interface GroupRow {
  id: number;
  name: string;
  head_group: number | null;
  head_primarygroup: number | null;
}

export interface ChartNode {
  /** `primary:3` or `group:12`: primary groups and groups are numbered apart. */
  key: string;
  kind: 'primary_group' | 'group';
  id: number;
  name: string;
  depth: number;
  children: ChartNode[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * Builds the tree. A group whose head is missing (not readable, or gone) is not lost: it is shown at the
 * top level after the primary groups. A loop of heads (which the API does not let happen) is cut.
 */
export function chartTree(primaryGroups: PrimaryGroupRow[], groups: GroupRow[]): ChartNode[] {
  const childrenOf = new Map<string, GroupRow[]>();
  const groupIds = new Set(groups.map((g) => g.id));
  const primaryIds = new Set(primaryGroups.map((p) => p.id));
  for (const group of groups) {
    const head =
      group.head_group !== null && groupIds.has(group.head_group)
        ? `group:${group.head_group}`
        : group.head_group === null && group.head_primarygroup !== null && primaryIds.has(group.head_primarygroup)
          ? `primary:${group.head_primarygroup}`
          : undefined;
    if (head) childrenOf.set(head, [...(childrenOf.get(head) ?? []), group]);
  }
  const placed = new Set<number>();
  const branch = (group: GroupRow, depth: number): ChartNode => {
    placed.add(group.id);
    const key = `group:${group.id}`;
    return {
      key,
      kind: 'group',
      id: group.id,
      name: group.name,
      depth,
      children: (childrenOf.get(key) ?? [])
        .filter((child) => !placed.has(child.id))
        .sort(byName)
        .map((child) => branch(child, depth + 1)),
    };
  };
  const roots: ChartNode[] = [...primaryGroups]
    .sort((a, b) => a.id - b.id)
    .map((primary) => ({
      key: `primary:${primary.id}`,
      kind: 'primary_group' as const,
      id: primary.id,
      name: primary.name,
      depth: 0,
      children: (childrenOf.get(`primary:${primary.id}`) ?? []).sort(byName).map((group) => branch(group, 1)),
    }));
  // Groups without a known head, or only reachable through a loop of heads, are shown at the top level.
  for (const group of groups.filter((g) => !placed.has(g.id)).sort(byName)) if (!placed.has(group.id)) roots.push(branch(group, 0));
  return roots;
}

/** The keys of a node and every node under it: to open a branch at once. */
export function keysUnder(node: ChartNode): string[] {
  return [node.key, ...node.children.flatMap(keysUnder)];
}
