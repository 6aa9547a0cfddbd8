import {
  contactMessage,
  employee,
  publicFields,
  type SiteContent,
  type SiteNotice,
  type SiteSettings,
  type SiteSlide,
  type SiteTeamMember,
} from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { TaggedCache } from '../../lib/tagged-cache.ts';
import type { Repository } from '../../resource/repository.ts';
import { blogPageTags, siteBlog, siteBlogPost } from '../blog/index.ts';
import { causePageTags, siteCauseDetail, siteCauses } from '../causes/index.ts';
import { eventPageTags, siteEventDetail, siteEvents, siteProjectDetail, siteProjects } from '../events/index.ts';
import { confirmSubscription, linkStanding, newsletterSigner, unsubscribe } from '../newsletter/index.ts';
import { previewSigner } from '../publishing/index.ts';
import {
  showcasePageTags,
  siteServiceDetail,
  siteServices,
  siteTeamProfileDetail,
  siteTeamProfiles,
  siteTestimonials,
} from '../showcase/index.ts';
import { linkReply, openTicketFromContact, replyByLink, type SupportLinkApp, threadByLink } from '../support/index.ts';
import { transparencyReport, transparencyTags } from '../transparency/index.ts';
import * as cms from './cms.service.ts';
import { searchSite } from './site-search.service.ts';

const pick = (record: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, record[f] ?? null]));

/**
 * The public site's reads, straight from the database (no HTTP round trip), each kept in a
 * cache that the change bus empties when what it shows changes. Records are read, and the contact
 * form written, through the engine's repositories (the team with the fields visitors may see).
 */
export function createSiteContent(
  db: () => DbOrTx,
  cache: TaggedCache<unknown>,
  repositories: ReadonlyMap<string, Repository>,
  /** Given by the server: each message then opens a ticket in the same transaction (as the API's create does). */
  support?: SupportLinkApp,
): SiteContent {
  const cached = <T>(key: string, tags: string[], load: () => Promise<T>) => cache.get(key, tags, load) as Promise<T>;
  const repository = (name: string) => repositories.get(name) as Repository;
  const teamFields = publicFields(employee) ?? [];
  const previews = previewSigner(db);
  const newsletterLinks = newsletterSigner(db);
  /** What time it is for the entity's visitors: the app's clock, which the repositories' effects hold. */
  const now = (entity: string) => repository(entity).now();
  /** Whether a preview link's token shows this record now. */
  const previewAllowed = async (token: string, entity: string, id: number) => (await previews()).allows(token, entity, id, now(entity));
  /** What a page of the menu shows: the entry (its status among it), its blocks and its images. */
  const pageTags = ['cms_menu', 'cms_menu_content', 'cms_menu_content_image'];
  /**
   * A record's page as visitors see it, kept in the cache; with a preview link's token, as saved (draft or not)
   * while the link is good for it, read afresh each time and never kept.
   */
  const pageOf = async <T>(
    entity: string,
    id: number,
    preview: string | undefined,
    key: string,
    tags: string[],
    read: (asPreview: boolean) => Promise<T>,
  ) => {
    if (preview) return (await previewAllowed(preview, entity, id)) ? read(true) : null;
    return cached(key, tags, () => read(false));
  };

  const noticeFields = ['id', 'title', 'date', 'note', 'file'];
  const slideFields = ['id', 'image', 'title', 'details', 'link'];

  return {
    settings: () =>
      cached('settings', ['general_setting'], async () => {
        const [first] = (await repository('general_setting').list(db(), { page: 1, size: 1 })).items;
        return first ? (first as unknown as SiteSettings) : null;
      }),
    slides: () =>
      cached('slides', ['homepage_slider'], async () =>
        (await repository('homepage_slider').all(db())).map((r) => pick(r, slideFields) as unknown as SiteSlide),
      ),
    menus: () => cached('menus', ['cms_menu'], () => cms.nestedMenus(db(), now('cms_menu'))),
    contents: (menuId) => cached(`contents:${menuId}`, pageTags, () => cms.menuContents(db(), menuId, now('cms_menu'))),
    images: (menuId) => cached(`images:${menuId}`, pageTags, () => cms.menuImageLists(db(), menuId, now('cms_menu'))),
    page: (id, preview) =>
      pageOf('cms_menu', id, preview, `page:${id}`, pageTags, (asPreview) =>
        cms.menuPage(db(), id, asPreview ? undefined : now('cms_menu')),
      ),
    notices: () =>
      cached('notices', ['notice'], async () =>
        (await repository('notice').all(db())).map((r) => pick(r, noticeFields) as unknown as SiteNotice),
      ),
    notice: (id) =>
      cached(`notice:${id}`, ['notice'], async () => {
        const found = await repository('notice')
          .get(db(), id)
          .catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 404) return null;
            throw error;
          });
        return found ? (pick(found, noticeFields) as unknown as SiteNotice) : null;
      }),
    team: () =>
      cached('team', ['employee'], async () =>
        (await repository('employee').all(db(), { ordering: [{ field: 'id', descending: false }] })).map(
          (r) => pick(r, teamFields) as unknown as SiteTeamMember,
        ),
      ),
    causes: () => cached('causes', causePageTags, () => siteCauses(db(), repository('cause'))),
    cause: (id) => cached(`cause:${id}`, causePageTags, () => siteCauseDetail(db(), repository('cause'), id)),
    events: () => cached('events', eventPageTags, () => siteEvents(db(), repository('event'))),
    event: (id, preview) =>
      pageOf('event', id, preview, `event:${id}`, eventPageTags, (asPreview) => siteEventDetail(db(), repository('event'), id, asPreview)),
    projects: () => cached('projects', eventPageTags, () => siteProjects(db(), repository('project'))),
    project: (id, preview) =>
      pageOf('project', id, preview, `project:${id}`, eventPageTags, (asPreview) =>
        siteProjectDetail(db(), repository('project'), id, asPreview),
      ),
    services: () => cached('services', showcasePageTags, () => siteServices(db(), repository('service'))),
    service: (id) => cached(`service:${id}`, showcasePageTags, () => siteServiceDetail(db(), repository('service'), id)),
    teamMembers: () => cached('team_members', showcasePageTags, () => siteTeamProfiles(db(), repository('team_member'))),
    teamMember: (id) => cached(`team_member:${id}`, showcasePageTags, () => siteTeamProfileDetail(db(), repository('team_member'), id)),
    testimonials: () => cached('testimonials', showcasePageTags, () => siteTestimonials(db(), repository('testimonial'))),
    blog: () => cached('blog', blogPageTags, () => siteBlog(db(), repositories)),
    blogPost: (id, preview) =>
      pageOf('blog_post', id, preview, `blog:${id}`, blogPageTags, (asPreview) => siteBlogPost(db(), repositories, id, asPreview)),
    // Not kept: each search is a visitor's own words (decision 042); the clock is the app's, as the repositories hold it.
    search: (text) => searchSite(db(), text, now('blog_post')),
    transparency: (year) =>
      cached(`transparency:${year}`, transparencyTags, () => transparencyReport(db(), repository('general_setting'), year)),
    async sendContactMessage(input, ip) {
      const parsed = contactMessage.input.omit({ handled: true }).safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          errors[field] = [...(errors[field] ?? []), issue.message];
        }
        return { ok: false, errors };
      }
      try {
        await inTransaction(db(), async (tx) => {
          const stored = await repository('contact_message').create(tx, parsed.data, { ip });
          if (support) await openTicketFromContact(support, tx, stored, { ip });
        });
        return { ok: true };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) return { ok: false, errors: { form: [String(error.body.detail)] } };
        throw error;
      }
    },
    // The requester's private link: read afresh on every visit (never from a cache), through the support
    // module's own functions, so the page and the API's `support/thread` answer and count alike.
    async supportThread(token, ip, page) {
      if (!support) return { status: 404 };
      try {
        // Past the last page is the last page: without a page, the newest entries.
        return { status: 200, thread: await threadByLink(support, token, ip, { page: page ?? Number.MAX_SAFE_INTEGER, size: 20 }) };
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 429)) return { status: error.statusCode };
        throw error;
      }
    },
    // A subscriber's mailed links: read when opened, followed when the subscriber presses the page's button (or
    // their mail program unsubscribes in one click), afresh every time, through the newsletter module (as its API routes).
    newsletterLinkStanding: async (kind, token) => linkStanding(db(), repositories, await newsletterLinks(), kind, token),
    newsletterConfirm: async (token) => confirmSubscription(db(), repositories, await newsletterLinks(), token),
    newsletterUnsubscribe: async (token) => unsubscribe(db(), repositories, await newsletterLinks(), token),
    async supportReply(token, input, ip) {
      if (!support) return { status: 404 };
      const parsed = linkReply.safeParse({ message: input.message });
      if (!parsed.success) return { status: 400, errors: { message: parsed.error.issues.map((issue) => issue.message) } };
      try {
        await replyByLink(support, token, { message: parsed.data.message, fileBytes: input.file }, ip);
        return { status: 201 };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.statusCode === 404 || error.statusCode === 429) return { status: error.statusCode };
        if (error.statusCode === 413) return { status: 413, errors: { file: [String(error.body.detail)] } };
        if (error.statusCode === 400) return { status: 400, errors: error.body as Record<string, string[]> };
        throw error;
      }
    },
  };
}
