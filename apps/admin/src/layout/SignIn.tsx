import { useEffect } from 'react';
import { AdminContext, type AuthProvider, localStorageStore, Notification } from 'react-admin';
import { englishAppMessages } from '../i18n/en.ts';
import { polyglotProvider } from '../i18n/locales.ts';
import { queryClient } from '../queryClient.ts';
import { theme } from '../theme.ts';
import { LoginPage } from './Login.tsx';
import { roleMenuQuery } from './roleMenu.ts';

/** The back office itself: loaded while the user types, so that the first screen follows the sign-in at once. */
export const loadBackOffice = () => import('../App.tsx');

/**
 * The session's code (the typed client, and through it the contracts) is loaded on first use: signing in, or
 * checking whether the visitor is signed in already. It is the one the back office uses, so what it learns stays known.
 */
const session = () => import('../authProvider.ts').then((m) => m.authProvider);
/** Resolves once the page has drawn its next frame: the form first, then the check that may lead away from it. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const signInAuthProvider: AuthProvider = {
  async login(params) {
    await (await session()).login(params);
    void fetchTheMenu();
  },
  logout: async (params) => (await session()).logout(params),
  async checkAuth(params) {
    await painted();
    return (await session()).checkAuth(params);
  },
  checkError: async (error) => (await session()).checkError(error),
};

/**
 * The role's menu and the home screen's figures, asked for as soon as the sign-in is answered: they are on their
 * way while the first screen is drawn.
 */
async function fetchTheMenu() {
  const [{ dataProvider }, { homeQuery }] = await Promise.all([import('../dataProvider.ts'), import('./homeQuery.ts')]);
  await Promise.all([queryClient.prefetchQuery(roleMenuQuery(dataProvider)), queryClient.prefetchQuery(homeQuery)]);
}

/** The sign-in page's texts: everything but the resources' names, which it never shows. */
const signInI18nProvider = polyglotProvider(englishAppMessages);
const store = localStorageStore();

/**
 * The sign-in page on its own: react-admin's providers, the form and its notices, without the back office's screens
 * (the sign-in page loads at most 250 kB of script, gzipped). The language chosen here is the back office's too
 * (the same store).
 */
export function SignIn() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadBackOffice());
  }, []);
  return (
    <AdminContext
      basename="/admin"
      authProvider={signInAuthProvider}
      queryClient={queryClient}
      i18nProvider={signInI18nProvider}
      store={store}
      theme={theme}
    >
      <LoginPage />
      <Notification />
    </AdminContext>
  );
}
