import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of the API's answers for the page's life, shared by the sign-in page and the back office: what the
 * sign-in starts fetching (the role's menu) is there when the first screen asks. Signing out empties it.
 */
export const queryClient = new QueryClient();
