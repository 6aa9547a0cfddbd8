import type { SiteContent } from '@sahay/contracts';
import { createContext } from 'react-router';

/** The site's data services, handed to loaders by the server that hosts the site. */
export const siteContentContext = createContext<SiteContent>();

/** The visitor's network address, for the rate limits of the public forms. */
export const clientAddressContext = createContext<string>('0.0.0.0');

/**
 * The nonce the page's own inline scripts carry, set by the hosting server, which swaps it for a fresh
 * one in each answer and names that one in the Content-Security-Policy. None in development.
 */
export const scriptNonceContext = createContext<string | undefined>(undefined);
