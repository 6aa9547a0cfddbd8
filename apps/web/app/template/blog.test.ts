import { describe, expect, it } from 'vitest';
import {
  allComments,
  blogPages,
  blogPosts,
  blogTags,
  categoryCounts,
  findPost,
  formatBlogDate,
  layoutOfPath,
  postsOfPage,
  postsPerPage,
} from './blog.ts';
import { sample } from './samples.ts';

describe('the sample blog', () => {
  it('fills the fixed pages 1 to 3 exactly', () => {
    expect(blogPages).toBe(3);
    expect(blogPosts).toHaveLength(postsPerPage * blogPages);
    expect([1, 2, 3].flatMap((page) => postsOfPage(page))).toEqual(blogPosts);
  });

  it('has unique ids, both formats, and dates newest first', () => {
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(blogPosts.length);
    expect(new Set(blogPosts.map((post) => post.blClass))).toEqual(new Set(['format-standard-image', 'format-video']));
    const dates = blogPosts.map((post) => post.create_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('counts each post’s comments, replies included', () => {
    for (const post of blogPosts) expect(post.commentCount, post.title).toBe(allComments(post).length);
  });

  it('uses only pictures that exist', () => {
    for (const post of blogPosts) {
      for (const name of [post.screens, post.blogSingleImg, post.authorImg, ...post.gallery, ...allComments(post).map((c) => c.avatar)]) {
        expect(() => sample(name), name).not.toThrow();
      }
    }
  });

  it('finds a post by id, and nothing for any other value', () => {
    expect(findPost('2')?.id).toBe(2);
    expect(findPost(9)?.id).toBe(9);
    for (const missing of ['0', '10', 'abc', '1.5', '', undefined]) expect(findPost(missing), String(missing)).toBeUndefined();
  });

  it('counts the categories and gathers the tags', () => {
    expect(categoryCounts().reduce((sum, c) => sum + c.count, 0)).toBe(blogPosts.length);
    expect(new Set(blogTags()).size).toBe(blogTags().length);
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
