import { accessEndpoints, type EndpointAnswer, type RecordOf, secondFactorNeeded, twoFactorEndpoints, type user } from '@sahay/contracts';
import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { client } from './client.ts';
import { refreshSession, sessionEnded, sessionRenewed } from './http.ts';
import { refusalOf, SecondFactorNeeded } from './layout/second-factor.ts';

/** The signed-in user as `me` and the sign-in answer describe them: the user's record, with its role and permissions. */
type SignedInUser = EndpointAnswer<typeof accessEndpoints.me> & Pick<RecordOf<typeof user>, 'first_name' | 'last_name' | 'image'>;

/** Known for this page's life only: the session itself is in HttpOnly cookies the script never sees. */
let current: SignedInUser | undefined;
let loading: Promise<SignedInUser | undefined> | undefined;

/** A new page does not know how old its access token is: it renews the session first, then asks who it is. */
async function whoAmI() {
  loading ??= refreshSession()
    .then((renewed) => (renewed ? client.call(accessEndpoints.me) : undefined))
    .then((user) => {
      current = user;
      return user;
    })
    .catch(() => undefined)
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** What the sign-in page hands to `login`: the password, or the second step's challenge and code. */
type Credentials = { email: string; password: string } | { challenge: string; code: string };

const status = (error: unknown) => (error as { status?: number } | undefined)?.status;

/** Sign-in, sign-out and who is signed in, on the API's cookie session. */
export const authProvider: AuthProvider = {
  async login(credentials: Credentials) {
    try {
      const answer =
        'challenge' in credentials
          ? await client.call(twoFactorEndpoints.verify, { body: credentials })
          : await client.call(accessEndpoints.signIn, { body: credentials });
      const second = secondFactorNeeded.safeParse(answer);
      if (second.success) throw new SecondFactorNeeded(second.data.two_factor, second.data.challenge, second.data.detail);
      const user = answer as SignedInUser;
      sessionRenewed();
      current = {
        id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        image: user.image,
        role: user.role,
        permissions: user.permissions,
      };
    } catch (error) {
      // The second step, for the sign-in page; or a refusal the API worded (the field's message for a wrong code).
      if (error instanceof SecondFactorNeeded) throw error;
      throw new Error(refusalOf(error));
    }
  },

  async logout() {
    const wasSignedIn = current !== undefined;
    current = undefined;
    sessionEnded();
    if (!wasSignedIn) return;
    // Signs out everywhere and clears the cookies; a session already over needs nothing more.
    await client.call(accessEndpoints.signOut).catch(() => undefined);
  },

  async checkAuth() {
    if (current) return;
    if (!(await whoAmI())) throw new HttpError('ra.auth.auth_check_error', 401);
  },

  async checkError(error) {
    if (status(error) !== 401) return;
    // The data call already tried a refresh; one more try covers a refresh that raced with it.
    if (await refreshSession()) return;
    // `current` stays until logout(), so react-admin still sees a session to tell the user has ended.
    throw new HttpError('ra.notification.logged_out', 401);
  },

  async getPermissions() {
    return (current ?? (await whoAmI()))?.permissions ?? [];
  },

  async getIdentity() {
    const user = current ?? (await whoAmI());
    if (!user) throw new HttpError('ra.auth.auth_check_error', 401);
    return {
      id: user.id,
      fullName: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
      avatar: user.image ?? undefined,
      role: user.role?.name,
    };
  },
};
