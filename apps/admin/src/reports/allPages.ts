/** Every page of a paged report, one after another (the exports hold every row, not the page on screen). */
export async function allPages<Page extends { total_pages: number }>(pageAt: (page: number) => Promise<Page>) {
  const pages = [await pageAt(1)];
  for (let page = 2; page <= pages[0].total_pages; page++) pages.push(await pageAt(page));
  return pages;
}
