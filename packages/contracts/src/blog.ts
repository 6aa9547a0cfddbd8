import { z } from 'zod';
import { inputOnly, unique, withDefault } from './field-meta.ts';
import { choice, email, image, isoDate, ref, requiredText, richText, text, url } from './fields.ts';
import { editorialFields } from './publishing.ts';
import { defineContract } from './resource.ts';

/** The blog's categories: a post belongs to one. */
export const blogCategory = defineContract({
  name: 'blog_category',
  module: 'cms',
  label: 'Blog category',
  pluralLabel: 'Blog categories',
  plural: 'blog_categories',
  input: z.object({ name: unique(requiredText(80), 'ignoreCase') }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['name'],
  search: ['name'],
  publicRead: { actions: ['withoutPagination'] },
  order: { field: 'id', direction: 'asc' },
});

/** A word a post is tagged with; a post has any number. */
export const tag = defineContract({
  name: 'tag',
  module: 'cms',
  label: 'Tag',
  plural: 'tags',
  input: z.object({ name: unique(requiredText(60), 'ignoreCase') }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['name'],
  search: ['name'],
  publicRead: { actions: ['withoutPagination'] },
  order: { field: 'name', direction: 'asc' },
});

export const blogFormats = ['standard', 'video'] as const;

/**
 * A post of the blog, under the editorial workflow: visitors read it once published (or at its scheduled
 * moment). A video post's picture opens its video.
 */
export const blogPost = defineContract({
  name: 'blog_post',
  module: 'cms',
  label: 'Blog post',
  plural: 'blog_posts',
  input: z.object({
    title: requiredText(200),
    /** The lead shown in lists and feeds. */
    excerpt: text(600).optional(),
    body: withDefault(richText(), ''),
    category: ref('blog_category').nullable().optional(),
    /** The ids of its tags; answered with the post. */
    tags: inputOnly(z.array(ref('tag')).max(50, 'At most 50 tags.').optional()),
    /** The day the post shows as written on. */
    published_on: isoDate(),
    author: text(120).optional(),
    author_title: text(120).optional(),
    author_bio: text(1000).optional(),
    author_image: image().optional(),
    /** The list's picture, and the article's wider one. */
    cover: image().optional(),
    picture: image().optional(),
    format: withDefault(choice(blogFormats, 'Choose standard or video.'), 'standard'),
    video_url: url().optional(),
    ...editorialFields,
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  title: ['title'],
  columns: ['cover', 'title', 'category', 'published_on', 'status', 'publish_at'],
  search: ['title', 'status'],
  publicRead: { actions: ['list', 'withoutPagination', 'get'] },
  order: { field: 'published_on', direction: 'desc' },
});

export const commentStatuses = ['pending', 'approved'] as const;

/**
 * A reader's comment on a post: held `pending` until staff approve it, then shown (and counted) under the post.
 * Visitors send it through `create/`; its email is never shown.
 */
export const blogComment = defineContract({
  name: 'blog_comment',
  module: 'cms',
  label: 'Blog comment',
  plural: 'blog_comments',
  input: z.object({
    post: ref('blog_post', 'cascade'),
    /** The comment it answers, for a reply. */
    parent: ref('blog_comment', 'cascade').nullable().optional(),
    name: requiredText(120),
    email: email(),
    body: requiredText(3000),
    avatar: image().optional(),
    status: withDefault(choice(commentStatuses, 'Choose pending or approved.'), 'pending'),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  title: ['name'],
  columns: ['post', 'name', 'body', 'status'],
  search: ['name', 'email', 'status'],
  publicWrite: ['create'],
  order: { field: 'id', direction: 'desc' },
});

export const blogContracts = [blogCategory, tag, blogPost, blogComment];
