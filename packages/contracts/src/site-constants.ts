// Values the public site's browser code needs: kept free of zod so they add nothing to its bundle.

/** The contact form's subjects (spec section 5), besides the empty "Subject". */
export const contactSubjects = ['Buying', 'Selling', 'Support'] as const;

/** The areas a volunteer can choose on `/volunteer`; the site names each by its dictionary's `volunteer.area.<area>`. */
export const volunteerAreas = ['teaching', 'health', 'water', 'relief', 'office'] as const;

/** The languages of the site, as a visitor form says which one its visitor read (their mails are written in it). */
export const siteLanguages = ['en', 'bn'] as const;
