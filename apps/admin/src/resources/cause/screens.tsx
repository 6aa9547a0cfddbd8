import Article from '@mui/icons-material/Article';
import Image from '@mui/icons-material/Image';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { cause, causeContent, causeContentImage } from '@sahay/contracts';
import { Link, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { fieldsOf, permissionFor } from '../../contracts.ts';
import { fieldFor } from '../../generic/fields.tsx';
import { GenericShow } from '../../generic/views.tsx';
import { useMoney } from '../../useMoney.ts';
import type { ResourceScreens } from '../declaration.ts';

/** A cause as a restricted fund: raised, spent and left from the books, and a warning once more was spent than given. */
function CauseFund() {
  const record = useRecordContext();
  const translate = useTranslate();
  const money = useMoney();
  if (!record) return null;
  const figures = [
    ['raised_amount', record.raised_amount],
    ['spent_amount', record.spent_amount],
    ['left_amount', record.left_amount],
  ] as const;
  return (
    <Box component="section" aria-labelledby="cause-fund" sx={{ width: '100%' }}>
      <Typography id="cause-fund" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('sahay.causes.fund')}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
        {figures.map(([field, value]) => (
          <div key={field}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`sahay.causes.${field}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {money(String(value ?? '0'))}
            </Typography>
          </div>
        ))}
      </Box>
      {record.overspent ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('sahay.causes.overspent', { amount: money(String(record.left_amount ?? '0').replace(/^-/, '')) })}
        </Alert>
      ) : null}
    </Box>
  );
}

/** A list of one cause's parts: its content blocks or its pictures (as the site menu's entries open theirs). */
const partsOf = (resource: string, id: unknown) => `${resource}?filter=${encodeURIComponent(JSON.stringify({ cause: id }))}`;

/** The cause's content blocks and pictures, one step away, for roles that may read them. */
function CauseParts() {
  const record = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  const { can: readsContents } = useCan(permissionFor(causeContent, 'list'));
  const { can: readsPictures } = useCan(permissionFor(causeContentImage, 'list'));
  if (!record || !(readsContents || readsPictures)) return null;
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label={translate('sahay.causes.parts')}>
      {readsContents ? (
        <Button size="small" startIcon={<Article />} component={Link} to={`${basename}/${partsOf(causeContent.name, record.id)}`}>
          {translate('sahay.causes.contents')}
        </Button>
      ) : null}
      {readsPictures ? (
        <Button size="small" startIcon={<Image />} component={Link} to={`${basename}/${partsOf(causeContentImage.name, record.id)}`}>
          {translate('sahay.causes.pictures')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A cause's page: its fields as declared, then its fund, then its content blocks and pictures. */
function CauseShow() {
  return (
    <GenericShow contract={cause}>
      {fieldsOf(cause).map((spec) => fieldFor(spec, 'show'))}
      <CauseFund />
      <CauseParts />
    </GenericShow>
  );
}

export default {
  show: guarded(() => <CauseShow />, permissionFor(cause, 'get')),
} satisfies ResourceScreens;
