import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * In place of a screen whose script could not be fetched: why, and the reload that fetches the current one. Drawn
 * with what the sign-in page already holds, as it also stands for the whole back office's script.
 */
export function ScreenNotLoaded() {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          {translate('sahay.screens.reload')}
        </Button>
      }
    >
      <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('sahay.screens.not_loaded_title')}
      </Typography>
      {translate('sahay.screens.not_loaded')}
    </Alert>
  );
}

/**
 * While a screen's script is on its way (or the back office's): a progress indicator named for assistive technology,
 * drawn with what the sign-in page already holds.
 */
export function ScreenLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
