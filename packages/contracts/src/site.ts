import type { SiteEvent, SiteEventDetail, SiteProject } from './events.ts';
import type { Currency } from './money.ts';
import type { NewsletterLinkKind, NewsletterLinkOutcome, NewsletterLinkStanding } from './newsletter.ts';
import type { MenuNode } from './responses.ts';
import type { SiteService, SiteServiceDetail, SiteTeamProfile, SiteTeamProfileDetail, SiteTestimonial } from './showcase.ts';
import type { SiteSearchHit } from './site-search.ts';
import type { RequesterThread } from './support.ts';
import type { TransparencyReport } from './transparency.ts';

/** What the public site's pages read, as the site's server-side loaders receive it. */
export interface SiteSettings {
  site_name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  logo: string | null;
  footer_logo: string | null;
  favicon: string | null;
  /** The popup image of the home page. */
  slider: string | null;
  facebook_url: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  google_url: string | null;
  /** The currency the charity keeps its books in: amounts on the site are written in it. */
  currency?: Currency;
}

export interface SiteSlide {
  id: number;
  image: string;
  title: string | null;
  details: string | null;
  link: string | null;
}

export interface SiteNotice {
  id: number;
  title: string;
  date: string;
  note: string | null;
  file: string;
}

export interface SiteTeamMember {
  id: number;
  image: string | null;
  first_name: string;
  last_name: string;
  email: string;
  primary_phone: string | null;
  street_address_one: string | null;
  street_address_two: string | null;
}

/** A campaign as the public pages show it: its goal and what the books say it raised. */
export interface SiteCause {
  id: number;
  name: string;
  image: string;
  category: string | null;
  summary: string | null;
  author_name: string | null;
  author_image: string | null;
  /** Decimal strings, exact. */
  goal_amount: string;
  raised_amount: string;
  donor_count: number;
  /** A restricted fund: what was spent on it (payment lines naming it) and what is left (negative once overspent). */
  spent_amount: string;
  left_amount: string;
  overspent: boolean;
}

/** A recent gift to a cause: the donor's first name only (never an email), else null for anonymous. */
export interface SiteCauseGift {
  first_name: string | null;
  amount: string;
  date: string;
}

/** One cause's page: the card's fields, its text, cover picture and recent gifts. */
export interface SiteCauseDetail extends SiteCause {
  description: string | null;
  cover: string;
  recent_gifts: SiteCauseGift[];
}

export interface ContactMessageInput {
  name: string;
  lastname: string;
  email: string;
  subject: string;
  message?: string;
}

/** A requester's reply through their ticket's private link, as the site's form sends it. */
export interface SupportReplyInput {
  message: string;
  /** The attached file's bytes (a picture or a PDF, checked by its bytes), if any. */
  file?: Uint8Array | null;
}

/** The private link's thread: a 404 (wrong or revoked link) and a 429 (too many reads) tell nothing more. */
export type SupportThreadResult = { status: 200; thread: RequesterThread } | { status: 404 | 429 };

/** A reply's outcome: 400 and 413 with the fields at fault (`message`, `file`), 429 over the limit, 404 for a wrong link. */
export type SupportReplyResult = { status: 201 } | { status: 400 | 413; errors: Record<string, string[]> } | { status: 404 | 429 };

/** An approved comment as the post's page shows it (never its email), with its approved replies. */
export interface SiteBlogComment {
  id: number;
  name: string;
  avatar: string | null;
  /** yyyy-mm-dd */
  date: string;
  body: string;
  replies: SiteBlogComment[];
}

/** A post as visitors see it: names rather than ids, and the count of its approved comments. */
export interface SiteBlogPost {
  id: number;
  title: string;
  excerpt: string | null;
  /** HTML, sanitised when written. */
  body: string;
  category: string | null;
  tags: string[];
  author: string | null;
  author_title: string | null;
  author_bio: string | null;
  author_image: string | null;
  cover: string | null;
  picture: string | null;
  format: 'standard' | 'video';
  video_url: string | null;
  /** yyyy-mm-dd */
  published_on: string;
  comment_count: number;
}

/** The blog as visitors see it now: its posts newest first, its categories with their counts, its tags. */
export interface SiteBlog {
  posts: SiteBlogPost[];
  categories: { name: string; count: number }[];
  tags: string[];
}

/** A menu entry's page: its name, its blocks by name and its images by group. */
export interface SitePage {
  id: number;
  name: string;
  contents: Record<string, string>;
  images: Record<string, string[]>;
}

export interface SiteContent {
  settings(): Promise<SiteSettings | null>;
  slides(): Promise<SiteSlide[]>;
  /** The menu entries visitors see (published, or past their moment), as a tree. */
  menus(): Promise<MenuNode[]>;
  /** A menu's blocks, keyed by name (HTML, sanitised when written); none for an entry visitors do not see. */
  contents(menuId: number): Promise<Record<string, string>>;
  /** A menu's images by group, each a list of media paths; none for an entry visitors do not see. */
  images(menuId: number): Promise<Record<string, string[]>>;
  /** A menu entry's page, or null when visitors do not see it; `preview` (a preview link's token) shows a draft, never cached. */
  page(id: number, preview?: string): Promise<SitePage | null>;
  notices(): Promise<SiteNotice[]>;
  notice(id: number): Promise<SiteNotice | null>;
  team(): Promise<SiteTeamMember[]>;
  /** Every campaign, with its raised amount and donor count from the books. */
  causes(): Promise<SiteCause[]>;
  /** One campaign's page, or null when there is no such cause. */
  cause(id: number): Promise<SiteCauseDetail | null>;
  /** Every event, in the order they happen, with the places left. */
  events(): Promise<SiteEvent[]>;
  /** One event's page, or null when there is no such event; `preview` (a preview link's token) shows a draft, never cached. */
  event(id: number, preview?: string): Promise<SiteEventDetail | null>;
  /** Every project, in the charity's order. */
  projects(): Promise<SiteProject[]>;
  /** One project's page, or null; `preview` as for an event. */
  project(id: number, preview?: string): Promise<SiteProject | null>;
  /** The services visitors see (active ones), in the charity's order. */
  services(): Promise<SiteService[]>;
  /** One service's page, or null when there is none (or it is hidden). */
  service(id: number): Promise<SiteServiceDetail | null>;
  /** The team members visitors see, in the charity's order. */
  teamMembers(): Promise<SiteTeamProfile[]>;
  teamMember(id: number): Promise<SiteTeamProfileDetail | null>;
  /** The testimonials visitors see, in the charity's order. */
  testimonials(): Promise<SiteTestimonial[]>;
  /** The blog's visible posts, categories and tags. */
  blog(): Promise<SiteBlog>;
  /** One post's page with its approved comments, or null; `preview` (a preview link's token) shows a draft, never cached. */
  blogPost(id: number, preview?: string): Promise<(SiteBlogPost & { comments: SiteBlogComment[] }) | null>;
  /** What the site's search finds for these words (already checked: 1 to 100 characters), best first. */
  search(text: string): Promise<SiteSearchHit[]>;
  /** The transparency report of a calendar year (2000 to 2100): the books' income and expenses, the causes' funds. */
  transparency(year: number): Promise<TransparencyReport>;
  /** Stores a visitor's message; answers field messages when the input is not acceptable. */
  sendContactMessage(input: Record<string, unknown>, ip: string): Promise<{ ok: true } | { ok: false; errors: Record<string, string[]> }>;
  /** One page of a ticket's thread as its requester sees it (no internal notes); never cached, counted per address. */
  supportThread(token: string, ip: string, page?: number): Promise<SupportThreadResult>;
  /** The requester's reply through the private link, with an optional attachment; re-opens the ticket. */
  supportReply(token: string, input: SupportReplyInput, ip: string): Promise<SupportReplyResult>;
  /** What a newsletter link would do, read without following it (opening a link changes nothing); never cached. */
  newsletterLinkStanding(kind: NewsletterLinkKind, token: string): Promise<NewsletterLinkStanding>;
  /** Follows a newsletter confirmation link (signed, single-use, expiring); never cached. */
  newsletterConfirm(token: string): Promise<NewsletterLinkOutcome>;
  /** Follows the unsubscribe link of a subscriber's mail; never cached. */
  newsletterUnsubscribe(token: string): Promise<NewsletterLinkOutcome>;
}
