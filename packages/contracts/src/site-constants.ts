// Values the public site's browser code needs: kept free of zod so they add nothing to its bundle.

/** The contact form's subjects (spec section 5), besides the empty "Subject". */
export const contactSubjects = ['Buying', 'Selling', 'Support'] as const;
