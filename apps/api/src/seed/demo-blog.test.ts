import { describe, expect, it } from 'vitest';
import { allComments, blogCategories, blogPosts, blogTags, categoryCounts } from './demo-blog.ts';
import { samplePictureSpec } from './demo-causes.ts';

describe("the demo charity's blog", () => {
  it('fills three pages of three posts', () => {
    expect(blogPosts).toHaveLength(9);
  });

  it('has unique ids in order, both formats, and dates newest first', () => {
    expect(blogPosts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(blogPosts.map((post) => post.blClass))).toEqual(new Set(['format-standard-image', 'format-video']));
    const dates = blogPosts.map((post) => post.create_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('counts each post’s comments, replies included', () => {
    for (const post of blogPosts) expect(post.commentCount, post.title).toBe(allComments(post).length);
  });

  it('uses only pictures the seed can draw', () => {
    for (const post of blogPosts) {
      for (const name of [post.screens, post.blogSingleImg, post.authorImg, ...post.gallery, ...allComments(post).map((c) => c.avatar)]) {
        expect(() => samplePictureSpec(name), name).not.toThrow();
      }
    }
  });

  it('counts the categories and gathers the tags', () => {
    expect(categoryCounts().reduce((sum, c) => sum + c.count, 0)).toBe(blogPosts.length);
    expect(blogCategories.length).toBeGreaterThan(0);
    expect(new Set(blogTags()).size).toBe(blogTags().length);
  });
});
