import type { SpamGuardFields, visitorFormsEndpoints } from '@sahay/contracts';
import { useCallback, useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ApiRefusal, send } from '../api.ts';
import { type MessageKey, useT } from '../i18n.tsx';
import type { RootData } from '../root.tsx';

/**
 * The site's side of the spam guard (the API's `modules/visitor-forms`), one piece for every visitor form:
 *   const guard = useSpamGuard();
 *   <form onFocus={guard.start} ...>{guard.trap} ...fields</form>
 *   body: { ...fields, ...(await guard.fields(form)) }
 * and on a refusal, `guard.refusal(error)` names the message to show (or undefined for the form's own handling).
 * The start time is asked for as the visitor first comes into the form, so a page costs no request until then.
 */
export function useSpamGuard() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const token = useRef<Promise<string> | undefined>(undefined);

  const start = useCallback(() => {
    if (token.current || !root) return;
    const asked = send<typeof visitorFormsEndpoints.formStart>(root.formStart).then((answer) => answer.token);
    // A lost connection: asked again on the next focus or send.
    asked.catch(() => {
      if (token.current === asked) token.current = undefined;
    });
    token.current = asked;
  }, [root]);

  /** The guard's two fields of this form, to send with its own. */
  const fields = useCallback(
    async (form: HTMLFormElement): Promise<SpamGuardFields> => {
      start();
      const trap = form.elements.namedItem('website');
      return { website: trap instanceof HTMLInputElement ? trap.value : '', form_token: await token.current };
    },
    [start],
  );

  /** The message of a refusal by the guard; a refused start time is asked for again, for the next send. */
  const refusal = useCallback(
    (error: unknown): MessageKey | undefined => {
      if (!(error instanceof ApiRefusal)) return undefined;
      if (error.status === 429) return 'forms.tooMany';
      if (error.status !== 400) return undefined;
      if ('form_token' in error.body) {
        token.current = undefined;
        start();
        return 'forms.sendAgain';
      }
      return 'form' in error.body ? 'forms.sendAgain' : undefined;
    },
    [start],
  );

  return { start, fields, refusal, trap: <SpamTrap /> };
}

/** The field people never see nor fill: off the screen, out of the tab order, hidden from screen readers and autofill. */
function SpamTrap() {
  const t = useT();
  return (
    <div className="form-trap" aria-hidden="true">
      <label>
        {t('forms.trap')}
        <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
