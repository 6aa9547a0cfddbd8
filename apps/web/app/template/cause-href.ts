/**
 * The page of one campaign. Apart from the list of campaigns, so that a page which only links to
 * them (the home page, whose campaigns come in its data) leaves the list out of its JavaScript.
 */
export const causeHref = (cause: { id: number | string }) => `/cause-single/${cause.id}`;

/** The donation form with the campaign already chosen. */
export const donateHref = (cause: { id: number | string }) => `/donate?cause=${cause.id}`;
