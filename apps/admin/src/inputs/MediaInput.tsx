import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, CircularProgress, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import type { FileKind } from '@sahay/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import {
  type HttpError,
  useDataProvider,
  useInput,
  useNotify,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type Validator,
} from 'react-admin';
import type { SahayDataProvider } from '../dataProvider.ts';
import { MediaPreview } from './MediaField.tsx';

const accepted: Record<FileKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  pdf: 'application/pdf',
};

/** The API's reason for refusing a file: the `file` field's message, or the whole answer's. */
function refusal(error: unknown) {
  const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined;
  return body?.errors?.file ?? (error as Error).message;
}

export interface MediaInputProps {
  source: string;
  fileKind: FileKind;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: string;
}

/**
 * A file field: the chosen file goes to the upload route at once (which decides its type by its
 * bytes), and the path it answers becomes the field's value, saved with the record.
 */
export function MediaInput({ source, fileKind, label, validate, helperText }: MediaInputProps) {
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const dataProvider = useDataProvider<SahayDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const id = useId();
  const title = String(translateLabel({ label, resource, source }));

  const refuse = (message: string) => {
    setUploadError(message);
    notify('sahay.upload.failed', { type: 'error', messageArgs: { message } });
  };
  const wrongKind = () => translate(`sahay.upload.wrong_${fileKind}`);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setUploadError(undefined);
    try {
      const uploaded = await dataProvider.upload(file);
      // The upload route takes pictures and PDFs; this field wants one of them.
      if (uploaded.kind !== fileKind) return refuse(wrongKind());
      field.onChange(uploaded.path);
      notify('sahay.upload.uploaded', { type: 'info' });
    } catch (error) {
      // 400: the bytes are no picture nor PDF, whatever the name says; 413: too large (the API says how large).
      refuse((error as HttpError).status === 400 ? wrongKind() : refusal(error));
    } finally {
      setBusy(false);
    }
  };

  const formError = fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined;
  const message = uploadError ?? (fieldState.invalid ? formError : undefined);
  return (
    <FormControl component="fieldset" error={Boolean(message)} sx={{ my: 1, minWidth: 240 }} aria-describedby={`${id}-help`}>
      <FormLabel component="legend" required={isRequired}>
        {title}
      </FormLabel>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <Box data-testid={`${source}-preview`}>
          <MediaPreview path={field.value as string | null} size={96} alt={title} />
        </Box>
        <Button component="label" variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <UploadFile />} disabled={busy}>
          {busy
            ? translate('sahay.upload.uploading')
            : translate(fileKind === 'pdf' ? 'sahay.upload.choose_pdf' : 'sahay.upload.choose_image')}
          <input type="file" hidden accept={accepted[fileKind]} onChange={choose} name={source} />
        </Button>
        {!isRequired && field.value ? (
          <Button variant="text" color="inherit" onClick={() => field.onChange(null)}>
            {translate('sahay.upload.remove')}
          </Button>
        ) : null}
      </Stack>
      <FormHelperText id={`${id}-help`} role={message ? 'alert' : undefined}>
        {message ?? helperText ?? ' '}
      </FormHelperText>
    </FormControl>
  );
}
