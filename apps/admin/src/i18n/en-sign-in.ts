import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * The English texts the sign-in page shows (its form, the second factor, and what stands for the back office while its
 * script comes or if it cannot): the sign-in page takes these alone, the back office these and the rest (`en.ts`).
 */
export const signInEnglish = {
  title: 'Sahay back office',
  language: 'Language',
  login: { email: 'Email or username', heading: 'Sign in to the back office' },
  two_factor: {
    title: 'Two-factor sign-in',
    menu: 'Two-factor sign-in',
    code: 'Code from the app, or a recovery code',
    app_code: 'Code from the app',
    code_step: 'Type the six-digit code your authenticator app shows, or one of your recovery codes.',
    verify: 'Sign in',
    back: 'Back to the password',
    enrol_required: 'Your role requires two-factor sign-in. Set it up now to continue.',
    scan: 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or FreeOTP), then type the code it shows.',
    qr_alt: 'QR code to scan with the authenticator app',
    secret: 'Or type this key into the app: %{secret}',
    start: 'Set up two-factor sign-in',
    confirm: 'Turn on',
    codes_title: 'Your recovery codes',
    codes_help: 'Keep these ten codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
    codes_continue: 'I have kept them: sign in with a code',
    codes_done: 'Done',
    on: 'Two-factor sign-in is on. %{count} recovery codes left.',
    off: 'Two-factor sign-in is off: your password alone signs you in.',
    required_by_role: 'Your role requires it: it cannot be turned off.',
    disable: 'Turn off',
    disabled: 'Two-factor sign-in is off',
    new_codes: 'New recovery codes',
    code_to_confirm: 'Type a current code from the app to confirm.',
    reset: 'Reset two-factor sign-in',
    reset_help:
      "For a lost phone: the user's second factor and recovery codes are removed; they set it up again. The reset is recorded in the audit trail.",
    reset_done: 'Two-factor sign-in reset',
  },
  screens: {
    not_loaded_title: 'This screen could not be loaded',
    not_loaded: 'The back office may have been updated since this page was opened. Reload the page to continue with the current version.',
    reload: 'Reload the page',
  },
};

export const signInMessages: TranslationMessages = { ...englishMessages, sahay: signInEnglish };
