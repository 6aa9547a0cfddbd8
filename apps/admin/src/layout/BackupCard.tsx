import Download from '@mui/icons-material/Download';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { backupEndpoints, createBackupPermission } from '@sahay/contracts';
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { fetchFile } from '../client.ts';
import { downloadBlob } from '../reports/export/download.ts';

/** The Administrator's backup button, on the Settings workspace: a backup made now, downloaded. */
export function BackupCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<string[]>();
  const [pending, setPending] = useState(false);
  if (!permissions?.includes(createBackupPermission.name)) return null;
  const makeBackup = async () => {
    setPending(true);
    try {
      const { blob, fileName } = await fetchFile(backupEndpoints.createBackup, 'sahay-backup.tar.gz');
      downloadBlob(blob, fileName);
      notify(translate('sahay.backup.downloaded', { name: fileName }), { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card component="section" aria-labelledby="backup-title">
      <CardContent>
        <Typography id="backup-title" component="h2" variant="h6" gutterBottom>
          {translate('sahay.backup.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('sahay.backup.about')}
        </Typography>
        <Button variant="contained" startIcon={<Download />} disabled={pending} onClick={makeBackup}>
          {translate(pending ? 'sahay.backup.making' : 'sahay.backup.make')}
        </Button>
      </CardContent>
    </Card>
  );
}
