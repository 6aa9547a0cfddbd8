import { causePath } from '@sahay/contracts/site-paths';

/**
 * The page of one campaign. Apart from the list of campaigns, so that a page which only links to
 * them (the home page, whose campaigns come in its data) leaves the list out of its JavaScript.
 */
export const causeHref = causePath;

/** The donation form with the campaign already chosen. */
export const donateHref = (cause: { id: number | string }) => `/donate?cause=${cause.id}`;
