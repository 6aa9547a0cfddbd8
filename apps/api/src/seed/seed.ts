import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { apiToRow } from '../lib/keys.ts';
import type { MediaStore } from '../lib/media-store.ts';
import { everWritten } from '../modules/audit/index.ts';
import { seedDemoBlog } from '../modules/blog/index.ts';
import { seedDemoCauses } from '../modules/causes/index.ts';
import { cmsMenuContentImages, cmsMenuContents, cmsMenus, generalSettings, homepageSliders, notices } from '../modules/cms/index.ts';
import { seedDemoDonations } from '../modules/donations/index.ts';
import { seedDemoEvents } from '../modules/events/index.ts';
import { modules, resources } from '../modules/index.ts';
import { demoGalleryCount, demoProducts, seedDemoCatalogue } from '../modules/inventory/index.ts';
import { seedDemoMembers } from '../modules/members/index.ts';
import { departmentIds, designationIds } from '../modules/organisation/index.ts';
import { addEmployees, type NewEmployee } from '../modules/people/index.ts';
import { seedDemoShop } from '../modules/shop-dashboard/index.ts';
import { seedDemoShowcase } from '../modules/showcase/index.ts';
import { seedDemoTickets } from '../modules/support/index.ts';
import { makeImage, makeNoticePdf, makePng } from './assets.ts';
import { allComments, blogCategories, blogPosts } from './demo-blog.ts';
import { seedDemoBooks } from './demo-books.ts';
import { demoCauseGoal, demoCauses, samplePictureSpec } from './demo-causes.ts';
import * as demo from './demo-content.ts';
import { demoEvents, demoProjects } from './demo-events.ts';
import { demoServiceBenefits, demoServices, demoTeam, demoTestimonials } from './demo-showcase.ts';
import { seedWriter } from './seed-writer.ts';

type Spec = Omit<demo.ImageSpec, 'format'> & { format?: demo.ImageSpec['format'] };

async function storeImage(media: MediaStore, spec: Spec) {
  const png = spec.format === 'png';
  const bytes = png
    ? await makePng(spec.kind, spec.seed, spec.width, spec.height)
    : await makeImage(spec.kind, spec.seed, spec.width, spec.height);
  return media.save(bytes, png ? 'png' : 'webp', 'demo');
}

/** Makes every picture and PDF first, so the rows are written in one short transaction. */
async function makeFiles(media: MediaStore) {
  const [logo, footerLogo, favicon, popup] = await Promise.all(
    [demo.siteImages.logo, demo.siteImages.footer_logo, demo.siteImages.favicon, demo.siteImages.slider].map((s) => storeImage(media, s)),
  );
  const slides = await Promise.all(demo.sliderImages.map((s) => storeImage(media, s)));
  const groups = await Promise.all(
    demo.contentImageGroups.map(async (group) => ({
      head: group.head,
      images: await Promise.all(Array.from({ length: group.count }, (_, i) => storeImage(media, { ...group, seed: group.seed + i }))),
    })),
  );
  const portraits = await Promise.all(demo.employees.map((_, i) => storeImage(media, { ...demo.employeePortrait, seed: i })));
  const pdfs = await Promise.all(demo.notices.map(async (n) => media.save(await makeNoticePdf(n.title, n.date, n.body), 'pdf', 'demo')));
  // The campaigns' pictures: drawn as the template's sample pictures of the same names.
  const causes = await Promise.all(
    demoCauses.map(async ({ picture, cover, author_picture, ...fields }) => ({
      ...fields,
      goal_amount: demoCauseGoal,
      image: await storeImage(media, samplePictureSpec(picture)),
      cover: await storeImage(media, samplePictureSpec(cover)),
      author_image: await storeImage(media, samplePictureSpec(author_picture)),
    })),
  );
  // The events' and projects' pictures, drawn as the template's sample pictures of the same names.
  const events = await Promise.all(
    demoEvents.map(async ({ picture, ...fields }) => ({ ...fields, image: await storeImage(media, samplePictureSpec(picture)) })),
  );
  const projects = await Promise.all(
    demoProjects.map(async ({ picture, picture_one, picture_two, ...fields }) => ({
      ...fields,
      image: await storeImage(media, samplePictureSpec(picture)),
      picture_one: await storeImage(media, samplePictureSpec(picture_one)),
      picture_two: await storeImage(media, samplePictureSpec(picture_two)),
    })),
  );
  // The shop's products: small square pictures, one file per record.
  const catalogue = {
    main: await Promise.all(demoProducts.map((_, i) => storeImage(media, { kind: 'photo', seed: 40 + i, width: 480, height: 480 }))),
    gallery: await Promise.all(
      Array.from({ length: demoGalleryCount }, (_, i) => storeImage(media, { kind: 'photo', seed: 80 + i, width: 480, height: 480 })),
    ),
  };
  // The blog's pictures: each sample picture its posts and comments show, drawn and stored once.
  const blogPictureNames = [
    ...new Set(blogPosts.flatMap((p) => [p.screens, p.blogSingleImg, p.authorImg, ...p.gallery, ...allComments(p).map((c) => c.avatar)])),
  ];
  const blogPaths = new Map(
    await Promise.all(blogPictureNames.map(async (name) => [name, await storeImage(media, samplePictureSpec(name))] as const)),
  );
  const blogPicture = (name: string) => blogPaths.get(name) as string;
  return {
    logo,
    footerLogo,
    favicon,
    popup,
    slides,
    groups,
    portraits,
    pdfs,
    causes,
    events,
    projects,
    catalogue,
    blogPicture,
    showcase: await showcaseFiles(media),
  };
}

/** The services', team's and testimonials' records, each sample picture they show drawn and stored once. */
async function showcaseFiles(media: MediaStore) {
  const names = [
    ...new Set([
      ...demoServices.flatMap((s) => [s.icon, s.picture, s.picture_one, s.picture_two]),
      ...demoTeam.map((m) => m.picture),
      ...demoTestimonials.map((t) => t.picture),
    ]),
  ];
  const paths = new Map(await Promise.all(names.map(async (name) => [name, await storeImage(media, samplePictureSpec(name))] as const)));
  const stored = (name: string) => paths.get(name) as string;
  return {
    services: demoServices.map(({ icon, picture, picture_one, picture_two, ...fields }) => ({
      ...fields,
      icon: stored(icon),
      image: stored(picture),
      picture_one: stored(picture_one),
      picture_two: stored(picture_two),
      benefits: demoServiceBenefits,
    })),
    team: demoTeam.map(({ picture, skills, ...fields }) => ({
      ...fields,
      image: stored(picture),
      skills: skills.map((name) => ({ name })),
    })),
    testimonials: demoTestimonials.map(({ picture, ...fields }) => ({ ...fields, image: stored(picture) })),
  };
}

/** Inserts a menu tree in display order; answers the id of each entry by name. */
async function insertMenus(tx: Db, entries: demo.DemoMenu[], parent: number | null, ids: Map<string, number>) {
  for (const entry of entries) {
    const [row] = await tx
      .insert(cmsMenus)
      // The demo charity's pages are published; its own new ones start as drafts.
      .values({ name: entry.name, parent, position: ids.size + 1, status: 'published' })
      .returning({ id: cmsMenus.id });
    ids.set(entry.name, row.id);
    await insertMenus(tx, entry.children ?? [], row.id, ids);
  }
  return ids;
}

/** Writes the demo charity: settings, slider, menu, Home blocks and images, notices, team. */
export async function seedDemo(db: Db, media: MediaStore) {
  const files = await makeFiles(media);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(generalSettings).values({
      ...(apiToRow({ ...demo.generalSetting }) as typeof generalSettings.$inferInsert),
      logo: files.logo,
      footerLogo: files.footerLogo,
      favicon: files.favicon,
      slider: files.popup,
    });
    await tx
      .insert(homepageSliders)
      .values(demo.sliders.map((s, i) => ({ ...(apiToRow({ ...s }) as typeof homepageSliders.$inferInsert), image: files.slides[i] })));
    const menuIds = await insertMenus(tx, demo.menus, null, new Map());
    const home = menuIds.get('Home');
    if (!home) throw new Error('The demo menu needs a Home entry');
    await tx.insert(cmsMenuContents).values(Object.entries(demo.homeContents).map(([name, value]) => ({ cmsMenu: home, name, value })));
    await tx
      .insert(cmsMenuContentImages)
      .values(files.groups.flatMap((g) => g.images.map((image, position) => ({ cmsMenu: home, head: g.head, image, position }))));
    await tx.insert(notices).values(demo.notices.map((n, i) => ({ title: n.title, date: n.date, note: n.note, file: files.pdfs[i] })));
    for (const module of modules) await module.seed?.(tx);
    const departments = await departmentIds(tx);
    const designations = await designationIds(tx);
    await addEmployees(
      tx,
      demo.employees.map((e, i) => ({
        ...(apiToRow({ ...e }) as NewEmployee),
        department: departments.get(e.department),
        designation: designations.get(e.designation),
        image: files.portraits[i],
      })),
    );
    // The books, members' subscriptions and gifts are written as a clerk's would be, through the app's repositories.
    const writer = seedWriter(resources);
    await seedDemoBooks(tx, writer);
    await seedDemoMembers(tx, writer);
    await seedDemoCauses(tx, writer, files.causes);
    await seedDemoEvents(tx, writer, { events: files.events, projects: files.projects });
    await seedDemoShowcase(tx, writer, files.showcase);
    await seedDemoBlog(tx, blogPosts, blogCategories, files.blogPicture);
    await seedDemoCatalogue(tx, writer, files.catalogue);
    await seedDemoDonations(tx, writer);
    await seedDemoShop(tx, writer);
    await seedDemoTickets(tx, writer);
  });
}

/** Seeds a database that has no content yet; answers whether it did. */
export async function seedIfEmpty(db: Db, media: MediaStore) {
  const [{ settings }] = await db.select({ settings: sql<number>`count(*)::int` }).from(generalSettings);
  const [{ menus }] = await db.select({ menus: sql<number>`count(*)::int` }).from(cmsMenus);
  if (settings > 0 || menus > 0) {
    // An installation from before a module existed gets that module's reference data.
    await db.transaction(async (tx) => {
      for (const module of modules) await module.seed?.(tx as unknown as Db);
    });
    await keepTheTemplatesShowcase(db, media);
    return false;
  }
  await seedDemo(db, media);
  return true;
}

/** The records the site's services, team and testimonials pages show, written by staff since they became content. */
const showcaseEntities = ['service', 'team_member', 'testimonial'];

/**
 * An installation from before services, team members and testimonials were content showed the template's sample
 * ones on those pages: it gets them as records once, so its pages read as they did and staff can now change them.
 * Only where nobody has ever written one: the audit trail holds no creation, change or deletion of any (the seed's
 * own writes are audited, so this happens at most once, and a charity that removed them all keeps none).
 */
async function keepTheTemplatesShowcase(db: Db, media: MediaStore) {
  if (await everWritten(db, showcaseEntities)) return;
  const files = await showcaseFiles(media);
  await db.transaction((tx) => seedDemoShowcase(tx as unknown as Db, seedWriter(resources), files));
}

/** Empties every table (ids start again at 1) and the media folder, and seeds the demo anew. */
export async function resetAndSeed(db: Db, media: MediaStore) {
  const tables = Object.values(schema)
    .filter((value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value)
    .map((table) => `"${getTableName(table as never)}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  await media.clear();
  await seedDemo(db, media);
}
