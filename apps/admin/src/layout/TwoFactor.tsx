import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type EndpointAnswer, twoFactorEndpoints } from '@sahay/contracts';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { client } from '../client.ts';
import { CodeForm } from './CodeForm.tsx';
import { refusalOf } from './second-factor.ts';

type Enrolment = EndpointAnswer<typeof twoFactorEndpoints.enrol>;
type Status = EndpointAnswer<typeof twoFactorEndpoints.status>;

/** The ten recovery codes, shown once. */
export function RecoveryCodes({ codes, children }: { codes: string[]; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate('sahay.two_factor.codes_title')}
      </Typography>
      <Typography>{translate('sahay.two_factor.codes_help')}</Typography>
      <Box component="ul" aria-label={translate('sahay.two_factor.codes_title')} sx={{ fontFamily: 'monospace', columns: 2, pl: 3 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      {children}
    </Stack>
  );
}

/**
 * Enrolment: a new secret's QR code (drawn by the server, nothing fetched from elsewhere) and the key to type in,
 * then a code from the app turns it on and the recovery codes are shown. `challenge`: during a sign-in whose role
 * requires it, before any session exists.
 */
export function EnrolPanel({ challenge, onDone, doneLabel }: { challenge?: string; onDone: () => void; doneLabel: string }) {
  const translate = useTranslate();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [codes, setCodes] = useState<string[]>();
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    client
      .call(twoFactorEndpoints.enrol, { body: { challenge } })
      .then(setEnrolment)
      .catch((error: unknown) => setRefusal(refusalOf(error)));
  }, [challenge]);
  if (codes)
    return (
      <RecoveryCodes codes={codes}>
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </RecoveryCodes>
    );
  if (refusal) return <Alert severity="error">{refusal}</Alert>;
  if (!enrolment) return null;
  return (
    <Stack spacing={2}>
      <Typography>{translate('sahay.two_factor.scan')}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt={translate('sahay.two_factor.qr_alt')}
        sx={{ width: 200, height: 200, alignSelf: 'center' }}
      />
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-secret={enrolment.secret}>
        {translate('sahay.two_factor.secret', { secret: enrolment.secret })}
      </Typography>
      <CodeForm
        label={translate('sahay.two_factor.app_code')}
        submitLabel={translate('sahay.two_factor.confirm')}
        onSubmit={async (code) => setCodes((await client.call(twoFactorEndpoints.confirm, { body: { code, challenge } })).recovery_codes)}
      />
    </Stack>
  );
}

/** The signed-in user's own two-factor sign-in: turn it on, or off, or take new recovery codes. */
export function TwoFactorPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [status, setStatus] = useState<Status>();
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const reload = useCallback(() => client.call(twoFactorEndpoints.status).then(setStatus), []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const finish = () => {
    setEnrolling(false);
    setCodes(undefined);
    void reload();
  };
  let body: ReactNode = null;
  if (codes)
    body = (
      <RecoveryCodes codes={codes}>
        <Button variant="contained" onClick={finish}>
          {translate('sahay.two_factor.codes_done')}
        </Button>
      </RecoveryCodes>
    );
  else if (enrolling) body = <EnrolPanel onDone={finish} doneLabel={translate('sahay.two_factor.codes_done')} />;
  else if (status && !status.enabled)
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{translate(status.required ? 'sahay.two_factor.enrol_required' : 'sahay.two_factor.off')}</Typography>
        <Button variant="contained" onClick={() => setEnrolling(true)}>
          {translate('sahay.two_factor.start')}
        </Button>
      </Stack>
    );
  else if (status)
    body = (
      <Stack spacing={3}>
        <Typography>{translate('sahay.two_factor.on', { count: status.recovery_codes_left })}</Typography>
        <Typography>{translate('sahay.two_factor.code_to_confirm')}</Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <CodeForm
            label={translate('sahay.two_factor.app_code')}
            submitLabel={translate('sahay.two_factor.new_codes')}
            onSubmit={async (code) => setCodes((await client.call(twoFactorEndpoints.newRecoveryCodes, { body: { code } })).recovery_codes)}
          />
          {status.required ? (
            <Typography>{translate('sahay.two_factor.required_by_role')}</Typography>
          ) : (
            <CodeForm
              label={translate('sahay.two_factor.app_code')}
              submitLabel={translate('sahay.two_factor.disable')}
              onSubmit={async (code) => {
                await client.call(twoFactorEndpoints.disable, { body: { code } });
                notify('sahay.two_factor.disabled', { type: 'success' });
                await reload();
              }}
            />
          )}
        </Stack>
      </Stack>
    );
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('sahay.two_factor.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('sahay.two_factor.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
