import { describe, expect, it } from 'vitest';
import { formatBlogDate, layoutOfPath, pagesOf } from './blog.ts';

describe('the blog pages', () => {
  it('fill three posts a page, one page at least', () => {
    expect(pagesOf(0)).toBe(1);
    expect(pagesOf(9)).toBe(3);
    expect(pagesOf(10)).toBe(4);
  });

  it('writes dates the same everywhere', () => {
    expect(formatBlogDate('2022-09-25')).toBe('25 Sep 2022');
    expect(formatBlogDate('2022-06-02')).toBe('2 Jun 2022');
  });

  it('tells the layout from the path', () => {
    expect(layoutOfPath('/blog')).toBe('right');
    expect(layoutOfPath('/blog/')).toBe('right');
    expect(layoutOfPath('/blog-single/3')).toBe('right');
    expect(layoutOfPath('/blog-left-sidebar')).toBe('left');
    expect(layoutOfPath('/blog-single-left-sidebar/3')).toBe('left');
    expect(layoutOfPath('/blog-fullwidth')).toBe('none');
    expect(layoutOfPath('/blog-single-fullwidth/3')).toBe('none');
  });
});
