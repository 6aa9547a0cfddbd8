import { expect, type Page, test } from '@playwright/test';
import { blogPosts } from '../apps/api/src/seed/demo-blog.ts';
import { signInToAdminAt, uniqueTag } from './support/admin.ts';
import { usePrivateServer } from './support/private-server.ts';
import { open } from './support/site.ts';

// An approved comment changes a post's count, which the blog's other tests read: a server of its own.
usePrivateServer();

const post = blogPosts[1];
const commentsHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+ Comments?$/ });

test('a visitor’s comment waits for a moderator, then appears on the post with the count one higher', async ({ page, browser }) => {
  // The visitor's page, the back office, then the visitor's page again: room for a busy machine.
  test.setTimeout(90_000);
  const text = `Our village got its well in March, thank you (${uniqueTag()}).`;
  const visitor = await browser.newPage();
  await open(visitor, `/blog-single/${post.id}`);
  const before = await commentsHeading(visitor).textContent();

  const form = visitor.getByRole('form', { name: 'Leave a comment' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Rina Akter');
  await form.getByRole('textbox', { name: 'Comment' }).fill(text);
  await form.getByRole('button', { name: 'Post comment' }).click();
  // Wrong fields are named, and nothing is sent.
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter your email');
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Email' }).fill('rina@example.org');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you! Your comment awaits moderation' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  // Held for moderation: not on the post, nor counted.
  await visitor.reload();
  await expect(commentsHeading(visitor)).toHaveText(before ?? '');
  await expect(visitor.getByText(text)).toHaveCount(0);

  await signInToAdminAt(page);
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Blog comments', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(/pending/i);
  await row.getByRole('cell', { name: 'Rina Akter', exact: true }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: text })).toContainText(/approved/i);

  // The visitor's next visit shows it, not the page kept from before the approval.
  await visitor.reload();
  const comments = visitor.getByRole('main').getByRole('region', { name: /^\d+ Comments?$/ });
  await expect(comments.getByRole('article').filter({ hasText: text }).getByRole('heading', { name: 'Rina Akter' })).toBeVisible();
  const count = (heading: string | null) => Number(/^(\d+)/.exec(heading ?? '')?.[1]);
  await expect(commentsHeading(visitor)).toHaveText(`${count(before) + 1} Comments`);
  await visitor.close();
});
