import { homeEndpoints } from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { client } from '../client.ts';

/**
 * Every figure of the home screen in one request: the sign-in starts it with the menu, and the tiles read it.
 * A refusal (a role that may read none of them) leaves it empty, and no part shows.
 */
export const homeQuery = {
  queryKey: ['sahay', 'home'],
  queryFn: () => client.call(homeEndpoints.home),
  retry: false,
  // Long enough for the sign-in's answer to be the first screen's; coming back home later asks again.
  staleTime: 5_000,
};

export const useHome = () => useQuery(homeQuery);
