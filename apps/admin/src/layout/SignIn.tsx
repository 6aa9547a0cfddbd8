import { type ReactNode, useEffect } from 'react';
import { AdminContext, type AuthProvider, localStorageStore, Notification } from 'react-admin';
import { signInMessages } from '../i18n/en-sign-in.ts';
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

/** The sign-in page's texts: its own few (the back office's are fetched with it). */
const signInI18nProvider = polyglotProvider(signInMessages);
const store = localStorageStore();

/**
 * react-admin's providers without the back office's screens: for the sign-in page, and for what shows while the back
 * office's script is on its way (or why it could not come). The language chosen here is the back office's too (the
 * same store).
 */
export function OnItsOwn({ children }: { children: ReactNode }) {
  return (
    <AdminContext
      basename="/admin"
      authProvider={signInAuthProvider}
      queryClient={queryClient}
      i18nProvider={signInI18nProvider}
      store={store}
      theme={theme}
    >
      {children}
    </AdminContext>
  );
}

/** The sign-in page on its own: the form and its notices (the sign-in page loads at most 250 kB of script, gzipped). */
export function SignIn() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    // Fetched early only to be ready: a failure shows when the back office is opened.
    idle(() => void loadBackOffice().catch(() => undefined));
  }, []);
  return (
    <OnItsOwn>
      <LoginPage />
      <Notification />
    </OnItsOwn>
  );
}
