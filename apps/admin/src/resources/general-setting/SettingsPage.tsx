import { Alert, Box, Typography } from '@mui/material';
import { generalSetting } from '@sahay/contracts';
import type { ReactNode } from 'react';
import { Create, Edit, Loading, SaveButton, SimpleForm, Toolbar, useGetList, useTranslate } from 'react-admin';
import { inputsFor } from '../../generic/inputs.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>{children}</Box>
    </Box>
  );
}

function SettingsForm({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      warnWhenUnsavedChanges
    >
      <Section title={translate('sahay.settings.site')}>
        {inputsFor(generalSetting, ['site_name', 'title', 'site_address', 'currency'], mode)}
      </Section>
      <Section title={translate('sahay.settings.images')}>
        {inputsFor(generalSetting, ['logo', 'footer_logo', 'favicon', 'slider'], mode)}
      </Section>
      <Section title={translate('sahay.settings.contact')}>{inputsFor(generalSetting, ['email', 'phone', 'address'], mode)}</Section>
      <Section title={translate('sahay.settings.social')}>
        {inputsFor(generalSetting, ['facebook_url', 'twitter_url', 'instagram_url', 'google_url'], mode)}
      </Section>
      <Section title={translate('sahay.settings.members')}>{inputsFor(generalSetting, ['dues_reminder_days'], mode)}</Section>
    </SimpleForm>
  );
}

/**
 * The site has one settings record: this screen edits it (or makes it, on an empty database)
 * instead of listing records.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList('general_setting', { pagination: { page: 1, perPage: 1 } });
  if (isPending) return <Loading />;
  if (error)
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {error.message}
      </Alert>
    );
  const title = translate('sahay.settings.title');
  const record = data?.[0];
  return record ? (
    <Edit resource="general_setting" id={record.id} mutationMode="pessimistic" redirect={false} title={title} actions={false}>
      <SettingsForm mode="edit" />
    </Edit>
  ) : (
    <Create resource="general_setting" redirect={false} title={title}>
      <SettingsForm mode="create" />
    </Create>
  );
}
