/** Where the site shows each kind of record: its pages, links, feeds, mails, the sitemap and the search build them here. */
export const eventPath = (event: { id: number }) => `/event-single/${event.id}`;
export const projectPath = (project: { id: number }) => `/project-single/${project.id}`;
export const servicePath = (service: { id: number }) => `/service-single/${service.id}`;
export const teamMemberPath = (member: { id: number }) => `/team-single/${member.id}`;
export const postPath = (post: { id: number }) => `/blog-single/${post.id}`;
export const causePath = (cause: { id: number | string }) => `/cause-single/${cause.id}`;
export const noticePath = (notice: { id: number }) => `/pdfShow/notice/${notice.id}`;
/** A menu entry's page: Home at `/`, every other entry at `/<name lowercased>/<id>`. */
export const menuPath = (menu: { id: number; name: string }) =>
  menu.name.toLowerCase() === 'home' ? '/' : `/${menu.name.toLowerCase()}/${menu.id}`;

/** The site's pages a subscriber's mails link to: following one confirms the subscription, or leaves it. */
export const newsletterConfirmPath = (token: string) => `/newsletter/confirm/${encodeURIComponent(token)}`;
export const newsletterUnsubscribePath = (token: string) => `/newsletter/unsubscribe/${encodeURIComponent(token)}`;
