import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Form, LocalesMenuButton, Login, PasswordInput, required, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { CodeForm } from './CodeForm.tsx';
import { SecondFactorNeeded } from './second-factor.ts';

/** Enrolment calls the typed client: loaded only when a role requires it at sign-in. */
const EnrolPanel = lazy(() => import('./TwoFactor.tsx').then((m) => ({ default: m.EnrolPanel })));

type Step = { step: 'password' } | { step: 'code' | 'enrol'; challenge: string };

/** The password, with the API's fields: email (or username) and password. */
function PasswordStep({ onSecondStep }: { onSecondStep: (step: Step) => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    try {
      await login({ email: values.email, password: values.password });
    } catch (error) {
      if (error instanceof SecondFactorNeeded) onSecondStep({ step: error.step, challenge: error.challenge });
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Form onSubmit={submit}>
      <CardContent>
        <TextInput
          autoFocus
          source="email"
          label={translate('sahay.login.email')}
          autoComplete="username"
          validate={required()}
          fullWidth
        />
        <PasswordInput
          source="password"
          label={translate('ra.auth.password')}
          autoComplete="current-password"
          validate={required()}
          fullWidth
        />
        <Button variant="contained" type="submit" color="primary" disabled={pending} fullWidth>
          {translate('ra.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
}

/**
 * Sign-in: the password, then, for a user with two-factor sign-in, the code from the app (or a recovery code). A user
 * whose role requires it and who has not enrolled yet enrols here first, then gives a code.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [state, setState] = useState<Step>({ step: 'password' });
  const back = (
    <Button onClick={() => setState({ step: 'password' })} sx={{ mt: 1 }}>
      {translate('sahay.two_factor.back')}
    </Button>
  );
  return (
    <Login>
      <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
        {translate(state.step === 'password' ? 'sahay.login.heading' : 'sahay.two_factor.title')}
      </Typography>
      {state.step === 'password' ? <PasswordStep onSecondStep={setState} /> : null}
      {state.step === 'code' ? (
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('sahay.two_factor.code_step')}</Typography>
          <CodeForm
            autoFocus
            label={translate('sahay.two_factor.code')}
            submitLabel={translate('sahay.two_factor.verify')}
            onSubmit={(code) => login({ challenge: state.challenge, code })}
          />
          {back}
        </CardContent>
      ) : null}
      {state.step === 'enrol' ? (
        <CardContent sx={{ maxWidth: 360 }}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('sahay.two_factor.enrol_required')}
          </Alert>
          <Suspense>
            <EnrolPanel
              challenge={state.challenge}
              doneLabel={translate('sahay.two_factor.codes_continue')}
              onDone={() => setState({ step: 'code', challenge: state.challenge })}
            />
          </Suspense>
          {back}
        </CardContent>
      ) : null}
      <Box sx={{ pb: 1, textAlign: 'center' }}>
        <LocalesMenuButton />
      </Box>
    </Login>
  );
}
