import type { SahayDataProvider } from '../dataProvider.ts';

/** The signed-in role's menu as the API answers it: one query, which the sign-in starts and the menu reads. */
export const roleMenuQuery = (dataProvider: Pick<SahayDataProvider, 'myMenu'>) => ({
  queryKey: ['sahay', 'my-menu'],
  queryFn: () => dataProvider.myMenu(),
  staleTime: 60_000,
});
