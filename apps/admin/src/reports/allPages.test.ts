import { describe, expect, it } from 'vitest';
import { allPages } from './allPages.ts';

describe('allPages', () => {
  it('asks for every page the first one counts, in order, once each', async () => {
    const asked: number[] = [];
    const pages = await allPages(async (page) => {
      asked.push(page);
      return { total_pages: 3, rows: [`row of page ${page}`] };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(pages.flatMap((p) => p.rows)).toEqual(['row of page 1', 'row of page 2', 'row of page 3']);
  });

  it('asks for the first page alone when it is the only one', async () => {
    const asked: number[] = [];
    await allPages(async (page) => {
      asked.push(page);
      return { total_pages: 1 };
    });
    expect(asked).toEqual([1]);
  });
});
