import History from '@mui/icons-material/History';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ContentVersion, editorialEndpoints, PreviewLink } from '@sahay/contracts';
import { useEffect, useState } from 'react';
import { Button, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { client } from '../client.ts';
import { formatDate } from '../dates.ts';

/**
 * Beside the editor of a record under the editorial workflow (a post, a page, an event): a preview link of what is
 * saved, which expires, and every saved version with who saved it, each restorable as it was. One piece for every
 * such entity: give it the entity's `editorialEndpoints`.
 */
export function EditorialPanel({ endpoints }: { endpoints: ReturnType<typeof editorialEndpoints> }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const [preview, setPreview] = useState<PreviewLink>();
  const [versions, setVersions] = useState<ContentVersion[]>();
  const id = record?.id as number | undefined;
  const savedAt = record?.updated_at;

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    void savedAt;
    client.call(endpoints.versions, { params: { id } }).then(
      (answer) => current && setVersions(answer.versions),
      () => current && setVersions([]),
    );
    return () => {
      current = false;
    };
  }, [endpoints, id, savedAt]);

  if (id === undefined) return null;
  const askPreview = async () => setPreview(await client.call(endpoints.previewLink, { params: { id } }));
  const restore = async (version: ContentVersion) => {
    try {
      await client.call(endpoints.restoreVersion, { params: { id, version: version.id } });
      notify('sahay.editorial.restored', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <Box component="aside" aria-label={translate('sahay.editorial.title')} sx={{ width: { md: 320 }, ml: { md: 2 }, mt: { xs: 2, md: 0 } }}>
      <Box component="section" aria-labelledby="editorial-preview" sx={{ mb: 3 }}>
        <Typography id="editorial-preview" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('sahay.editorial.preview')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('sahay.editorial.preview_help')}
        </Typography>
        <Button label="sahay.editorial.make_preview" onClick={askPreview} variant="outlined">
          <Visibility />
        </Button>
        {preview && (
          <Stack sx={{ mt: 1 }}>
            <Link href={preview.url} target="_blank" rel="noopener">
              {translate('sahay.editorial.open_preview')} <OpenInNew fontSize="inherit" />
            </Link>
            <Typography variant="caption" color="text.secondary">
              {translate('sahay.editorial.expires', { time: formatDate(preview.expires_at, locale, { time: true }) })}
            </Typography>
          </Stack>
        )}
      </Box>
      <Box component="section" aria-labelledby="editorial-versions">
        <Typography id="editorial-versions" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <History fontSize="inherit" /> {translate('sahay.editorial.versions')}
        </Typography>
        {versions && versions.length === 0 && <Typography variant="body2">{translate('sahay.editorial.no_versions')}</Typography>}
        <List dense>
          {(versions ?? []).map((version, i) => (
            <ListItem
              key={version.id}
              disableGutters
              secondaryAction={
                i === 0 ? null : (
                  <Button
                    label="sahay.editorial.restore"
                    aria-label={translate('sahay.editorial.restore_version', {
                      time: formatDate(version.saved_at, locale, { time: true }),
                    })}
                    onClick={() => restore(version)}
                  />
                )
              }
            >
              <ListItemText
                primary={`${formatDate(version.saved_at, locale, { time: true })} · ${translate(`sahay.editorial.status_${String(version.record.status ?? 'draft')}`)}`}
                secondary={[String(version.record.title ?? version.record.name ?? ''), version.saved_by_name].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
