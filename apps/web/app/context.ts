import type { SiteContent } from '@sahay/contracts';
import { createContext } from 'react-router';

/** The site's data services, handed to loaders by the server that hosts the site. */
export const siteContentContext = createContext<SiteContent>();

/** The visitor's network address, for the rate limits of the public forms. */
export const clientAddressContext = createContext<string>('0.0.0.0');
