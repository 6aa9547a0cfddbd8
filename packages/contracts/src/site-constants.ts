// Values the public site's browser code needs: kept free of zod so they add nothing to its bundle.

/** The contact form's subjects (spec section 5), besides the empty "Subject". */
export const contactSubjects = ['Buying', 'Selling', 'Support'] as const;

/** The areas a volunteer can choose on `/volunteer`; the site names each by its dictionary's `volunteer.area.<area>`. */
export const volunteerAreas = ['teaching', 'health', 'water', 'relief', 'office'] as const;

/** The languages of the site, as a visitor form says which one its visitor read (their mails are written in it). */
export const siteLanguages = ['en', 'bn'] as const;

/**
 * What a newsletter box says, in each language: the wording a subscriber consents to, kept with their subscription
 * (the site's dictionaries take their `sidebar.newsletterText` from here, so the two cannot differ).
 */
export const newsletterConsent = {
  en: 'News from the field and new campaigns, about once a month.',
  bn: 'মাঠের খবর আর নতুন উদ্যোগের কথা, মাসে মোটামুটি একবার।',
} as const;
