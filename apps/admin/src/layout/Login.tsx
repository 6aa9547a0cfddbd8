import { Typography } from '@mui/material';
import { LocalesMenuButton, Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';

/** Sign-in with the API's fields: email (or username) and password. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login>
      <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
        {translate('sahay.login.heading')}
      </Typography>
      <LoginForm>
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
      </LoginForm>
      <Typography align="center" sx={{ pb: 1 }}>
        <LocalesMenuButton />
      </Typography>
    </Login>
  );
}
