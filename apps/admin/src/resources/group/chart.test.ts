import { describe, expect, it } from 'vitest';
import { type ChartNode, chartTree, keysUnder } from './chart.ts';

const primaries = [
  { id: 2, name: 'Liabilities' },
  { id: 1, name: 'Assets' },
];
const group = (id: number, name: string, head: { group?: number; primary?: number }) => ({
  id,
  name,
  head_group: head.group ?? null,
  head_primarygroup: head.primary ?? null,
});
/** A tree as names, indented by two spaces a level. */
const outline = (nodes: ChartNode[]): string[] => nodes.flatMap((n) => [`${'  '.repeat(n.depth)}${n.name}`, ...outline(n.children)]);

describe('the chart of accounts as a tree', () => {
  it('puts the primary groups first in their seeded order, each group under its head, sub-groups by name', () => {
    const tree = chartTree(primaries, [
      group(10, 'Current Assets', { primary: 1 }),
      group(11, 'Fixed Assets', { primary: 1 }),
      group(12, 'Cash-in-Hand', { group: 10 }),
      group(13, 'Bank Accounts', { group: 10 }),
      group(14, 'Current Liabilities', { primary: 2 }),
      group(15, 'Savings', { group: 13 }),
    ]);
    expect(outline(tree)).toEqual([
      'Assets',
      '  Current Assets',
      '    Bank Accounts',
      '      Savings',
      '    Cash-in-Hand',
      '  Fixed Assets',
      'Liabilities',
      '  Current Liabilities',
    ]);
    expect(tree[0]).toMatchObject({ key: 'primary:1', kind: 'primary_group' });
    expect(tree[0].children[0]).toMatchObject({ key: 'group:10', kind: 'group', id: 10 });
  });

  it('keeps a group whose head is unknown, and cuts a loop of heads, showing them at the top level', () => {
    const tree = chartTree(primaries, [
      group(20, 'Lost', { group: 99 }),
      group(21, 'Loop A', { group: 22 }),
      group(22, 'Loop B', { group: 21 }),
    ]);
    expect(outline(tree)).toEqual(['Assets', 'Liabilities', 'Loop A', '  Loop B', 'Lost']);
  });

  it('names every node under a branch, to open it all at once', () => {
    const [assets] = chartTree(primaries, [group(10, 'Current Assets', { primary: 1 }), group(13, 'Bank Accounts', { group: 10 })]);
    expect(keysUnder(assets)).toEqual(['primary:1', 'group:10', 'group:13']);
  });
});
