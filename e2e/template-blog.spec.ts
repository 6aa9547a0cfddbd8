import { expect, type Page, test } from '@playwright/test';
import { blogPosts, blogTags } from '../apps/api/src/seed/demo-blog.ts';
import { demoProjects } from '../apps/api/src/seed/demo-events.ts';
import { formatBlogDate, postsPerPage } from '../apps/web/app/template/blog.ts';
import { apiCauses } from './support/causes.ts';
import { open } from './support/site.ts';
import { expectNotFound, expectPicturesLoaded, seriousViolations } from './support/template.ts';

/** The three layouts of the blog: list path, post path, and where the sidebar sits. */
const layouts = [
  { list: '/blog', single: '/blog-single', sidebar: 'right' },
  { list: '/blog-left-sidebar', single: '/blog-single-left-sidebar', sidebar: 'left' },
  { list: '/blog-fullwidth', single: '/blog-single-fullwidth', sidebar: 'none' },
] as const;

const commentText = (n: number) => `${n} ${n === 1 ? 'Comment' : 'Comments'}`;
const videoPost = blogPosts.find((post) => post.blClass === 'format-video');
const standardPost = blogPosts.find((post) => post.blClass === 'format-standard-image');
if (!videoPost || !standardPost) throw new Error('the sample blog needs a post of each format');

function postCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test('a reader sees three posts a page with author, date and comment count, on the fixed pages 1 to 3', async ({ page }) => {
  await open(page, '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pagination.getByRole('link', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
  for (const pageNumber of [1, 2, 3]) {
    if (pageNumber > 1) {
      await pagination.getByRole('link', { name: `Page ${pageNumber}` }).click();
      await expect(page).toHaveURL(`/blog?page=${pageNumber}`);
    }
    await expect(pagination.getByRole('link', { name: `Page ${pageNumber}` })).toHaveAttribute('aria-current', 'page');
    const expected = blogPosts.slice((pageNumber - 1) * postsPerPage, pageNumber * postsPerPage);
    const cards = postCards(page);
    await expect(cards).toHaveCount(postsPerPage);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(expected.map((post) => post.title));
    for (const [i, post] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(post.author);
      await expect(card.locator('time')).toHaveText(formatBlogDate(post.create_at));
      await expect(card.locator('time')).toHaveAttribute('datetime', post.create_at);
      await expect(card).toContainText(commentText(post.commentCount));
      await expect(card.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blog-single/${post.id}`);
      await expectPicturesLoaded(card.locator('img'));
    }
  }
  // The pages are fixed: no page 4, and the last page has no next link.
  await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog?page=2');
  for (const bad of ['/blog?page=4', '/blog?page=0', '/blog?page=two']) await expectNotFound(page, bad);
});

test('a reader finds both post formats: standard posts with a picture, video posts with a play button', async ({ page }) => {
  await open(page, '/blog');
  const cards = postCards(page);
  await expect(page.locator('article.format-standard-image')).not.toHaveCount(0);
  await expect(page.locator('article.format-video')).not.toHaveCount(0);
  const video = cards.filter({ has: page.getByRole('heading', { name: videoPost.title }) });
  await expect(video).toHaveClass(/format-video/);
  await expect(video.getByRole('button', { name: `Play video: ${videoPost.title}` })).toBeVisible();
  const standard = cards.filter({ has: page.getByRole('heading', { name: standardPost.title }) });
  await expect(standard).toHaveClass(/format-standard-image/);
  await expect(standard.getByRole('button', { name: /Play video/ })).toHaveCount(0);
  // Across the whole blog there are posts of each format.
  expect(new Set(blogPosts.map((post) => post.blClass))).toEqual(new Set(['format-standard-image', 'format-video']));
});

for (const where of ['the list', 'the post'] as const) {
  test(`a reader opens the video window from ${where} and closes it again`, async ({ page }) => {
    await open(page, where === 'the list' ? '/blog' : `/blog-single/${videoPost.id}`);
    const play = page.getByRole('main').getByRole('button', { name: `Play video: ${videoPost.title}` });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await play.click();
    const dialog = page.getByRole('dialog', { name: videoPost.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'A still from the film' })).toBeVisible();
    // Nothing is loaded from another site: no player frame.
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    // Escape closes it too.
    await play.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

for (const layout of layouts) {
  for (const kind of ['list', 'post'] as const) {
    const path = kind === 'list' ? layout.list : `${layout.single}/${standardPost.id}`;
    test(`${path} shows its sidebar ${layout.sidebar === 'none' ? 'nowhere' : `on the ${layout.sidebar}`}`, async ({ page }) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      const content = page.getByRole('main').getByRole('article').first();
      await expect(content).toBeVisible();
      const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
      if (layout.sidebar === 'none') {
        await expect(sidebar).toHaveCount(0);
        return;
      }
      await expect(sidebar).toBeVisible();
      const [contentBox, sidebarBox] = [await content.boundingBox(), await sidebar.boundingBox()];
      if (!contentBox || !sidebarBox) throw new Error('no layout boxes');
      if (layout.sidebar === 'right') expect(sidebarBox.x).toBeGreaterThanOrEqual(contentBox.x + contentBox.width);
      else expect(sidebarBox.x + sidebarBox.width).toBeLessThanOrEqual(contentBox.x);
      // Links from the list stay in the same layout.
      if (kind === 'list') {
        await expect(page.getByRole('link', { name: blogPosts[0].title, exact: true })).toHaveAttribute(
          'href',
          `${layout.single}/${blogPosts[0].id}`,
        );
      }
    });
  }
}

test('a reader reads a post with its author, comments and the sidebar widgets', async ({ page, request }) => {
  const post = blogPosts[0];
  await open(page, `/blog-single/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const main = page.getByRole('main');
  const article = main.getByRole('article').first();
  await expect(article).toHaveClass(new RegExp(post.blClass));
  await expect(article).toContainText(post.author);
  await expect(article.locator('time').first()).toHaveText(formatBlogDate(post.create_at));
  await expect(article).toContainText(commentText(post.commentCount));
  for (const paragraph of post.body) await expect(article.getByText(paragraph)).toBeVisible();
  await expect(article.getByRole('blockquote')).toHaveText(post.quote.text);

  const author = main.getByRole('region', { name: 'About the author' });
  await expect(author.getByRole('heading', { name: post.author })).toBeVisible();
  await expect(author).toContainText(post.authorTitle);

  const comments = main.getByRole('region', { name: commentText(post.commentCount) });
  await expect(comments.getByRole('article')).toHaveCount(post.commentCount);
  for (const comment of post.comments) await expect(comments.getByRole('heading', { name: comment.name }).first()).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  await expect(sidebar.getByRole('searchbox', { name: 'Search the blog' })).toBeVisible();
  await expect(sidebar.getByRole('region', { name: 'Categories' }).getByRole('listitem')).not.toHaveCount(0);
  // Related posts are the first four causes, as the API lists them.
  const related = sidebar.getByRole('region', { name: 'Related Posts' }).getByRole('link');
  await expect(related).toHaveText((await apiCauses(request)).slice(0, 4).map((cause) => cause.name));
  // The charity's projects, each picture leading to its page.
  const projects = sidebar.getByRole('region', { name: 'Projects' });
  await expect(projects.getByRole('link')).toHaveCount(6);
  for (const [i, project] of demoProjects.slice(0, 6).entries()) {
    await expect(projects.getByRole('link', { name: project.title })).toHaveAttribute('href', `/project-single/${i + 1}`);
  }
  await expect(sidebar.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveText(blogTags());
  const newsletter = sidebar.getByRole('textbox', { name: 'Email address' });
  await expect(newsletter).toHaveAttribute('type', 'email');
  await expect(newsletter).toHaveAttribute('required', '');
});

test('a reader moves between posts in the same layout', async ({ page }) => {
  await open(page, `/blog-single-left-sidebar/${blogPosts[1].id}`);
  const nav = page.getByRole('navigation', { name: 'More posts' });
  await expect(nav.getByRole('link', { name: blogPosts[0].title })).toHaveAttribute('href', `/blog-single-left-sidebar/${blogPosts[0].id}`);
  await nav.getByRole('link', { name: blogPosts[2].title }).click();
  await expect(page).toHaveURL(`/blog-single-left-sidebar/${blogPosts[2].id}`);
  await expect(page.getByRole('heading', { level: 1, name: blogPosts[2].title })).toBeVisible();
});

// The comment form sends: blog-comments.spec.ts; the newsletter subscribes: newsletter.spec.ts.
test("the sidebar search opens the site's search with the words typed", async ({ page }) => {
  await open(page, `/blog-single/${blogPosts[0].id}`);
  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  await sidebar.getByRole('searchbox', { name: 'Search the blog' }).fill('water');
  await sidebar.getByRole('button', { name: 'Search the blog' }).click();
  await expect(page).toHaveURL('/search?q=water');
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “water”' })).toBeVisible();
});

test('a post that does not exist is the 404 page in every layout', async ({ page }) => {
  for (const layout of layouts) {
    for (const id of [String(blogPosts.length + 1), '0', 'abc']) await expectNotFound(page, `${layout.single}/${id}`);
  }
});

const axeRoutes = [
  '/blog',
  '/blog-left-sidebar',
  '/blog-fullwidth',
  `/blog-single/${videoPost.id}`,
  `/blog-single-left-sidebar/${standardPost.id}`,
  `/blog-single-fullwidth/${standardPost.id}`,
];

for (const path of axeRoutes) {
  test(`a reader using assistive technology meets no serious accessibility problem on ${path}`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a reader using assistive technology meets no serious accessibility problem in the video window', async ({ page }) => {
  await open(page, `/blog-single/${videoPost.id}`);
  await page.getByRole('button', { name: `Play video: ${videoPost.title}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
