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
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import type { TaggedCache } from '../../lib/tagged-cache.ts';
import type { Repository } from '../../resource/repository.ts';
import * as cms from './cms.service.ts';
import { generalSettings, homepageSliders, notices } from './cms.tables.ts';

const pick = (record: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, record[f] ?? null]));

/**
 * The public site's reads, straight from the database (no HTTP round trip), each kept in a
 * cache that the change bus empties when what it shows changes. Records of other modules are read,
 * and the contact form written, through the engine's repositories, with the fields visitors may see.
 */
export function createSiteContent(
  db: () => DbOrTx,
  cache: TaggedCache<unknown>,
  repositories: ReadonlyMap<string, Repository>,
): SiteContent {
  const cached = <T>(key: string, tags: string[], load: () => Promise<T>) => cache.get(key, tags, load) as Promise<T>;
  const repository = (name: string) => repositories.get(name) as Repository;
  const teamFields = publicFields(employee) ?? [];

  return {
    settings: () =>
      cached('settings', ['general_setting'], async () => {
        const [row] = await db().select().from(generalSettings).orderBy(asc(generalSettings.id)).limit(1);
        return row ? (rowToApi(row) as unknown as SiteSettings) : null;
      }),
    slides: () =>
      cached('slides', ['homepage_slider'], async () => {
        const rows = await db().select().from(homepageSliders).orderBy(asc(homepageSliders.serialNumber), asc(homepageSliders.id));
        return rows.map((r) => ({ id: r.id, image: r.image, title: r.title, details: r.details, link: r.link }) satisfies SiteSlide);
      }),
    menus: () => cached('menus', ['cms_menu'], () => cms.nestedMenus(db())),
    contents: (menuId) => cached(`contents:${menuId}`, ['cms_menu_content'], () => cms.menuContents(db(), menuId)),
    images: (menuId) => cached(`images:${menuId}`, ['cms_menu_content_image'], () => cms.menuImageLists(db(), menuId)),
    notices: () =>
      cached('notices', ['notice'], async () => {
        const rows = await db().select().from(notices).orderBy(desc(notices.date), asc(notices.id));
        return rows.map((r) => ({ id: r.id, title: r.title, date: r.date, note: r.note, file: r.file }) satisfies SiteNotice);
      }),
    notice: (id) =>
      cached(`notice:${id}`, ['notice'], async () => {
        const [r] = await db().select().from(notices).where(eq(notices.id, id));
        return r ? ({ id: r.id, title: r.title, date: r.date, note: r.note, file: r.file } satisfies SiteNotice) : null;
      }),
    team: () =>
      cached('team', ['employee'], async () =>
        (await repository('employee').all(db(), { ordering: [{ field: 'id', descending: false }] })).map(
          (r) => pick(r, teamFields) as unknown as SiteTeamMember,
        ),
      ),
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
        await repository('contact_message').create(db(), parsed.data, { ip });
        return { ok: true };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) return { ok: false, errors: { form: [String(error.body.detail)] } };
        throw error;
      }
    },
  };
}
