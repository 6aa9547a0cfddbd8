import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Delete from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import { cmsMenuContentImage } from '@sahay/contracts';
import { type ChangeEvent, useState } from 'react';
import {
  AutocompleteInput,
  Confirm,
  type HttpError,
  ReferenceInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useCan } from '../../access.tsx';
import { permissionFor, representationOf } from '../../contracts.ts';
import type { SahayDataProvider } from '../../dataProvider.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { ListExportButton } from '../../generic/views.tsx';
import { MediaPreview } from '../../inputs/MediaField.tsx';
import { imageColumns } from './imageColumns.ts';

interface ImageRow {
  id: number;
  cms_menu: number;
  head: string;
  image: string;
  position: number | null;
}

const byPosition = (a: ImageRow, b: ImageRow) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id;

/** A menu's pictures by group, each group in its order. */
export function groupImages(rows: ImageRow[]) {
  const groups = new Map<string, ImageRow[]>();
  for (const row of [...rows].sort(byPosition)) groups.set(row.head, [...(groups.get(row.head) ?? []), row]);
  return [...groups.entries()].map(([head, images]) => ({ head, images }));
}

const message = (error: unknown) =>
  ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors?.file ?? (error as Error).message;

function useImageActions() {
  const dataProvider = useDataProvider<SahayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(message(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return {
    busy,
    /** Uploads each file (refused ones are reported and skipped), then adds it at the group's end. */
    add: (menu: number, head: string, files: File[], after: number) =>
      run(async () => {
        let added = 0;
        for (const file of files) {
          try {
            const uploaded = await dataProvider.upload(file).catch((error: HttpError) => {
              throw error.status === 400 ? new Error(translate('sahay.upload.wrong_image')) : error;
            });
            if (uploaded.kind !== 'image') throw new Error(translate('sahay.upload.wrong_image'));
            await dataProvider.create('cms_menu_content_image', {
              data: { cms_menu: menu, head, image: uploaded.path, position: after + added + 1 },
            });
            added += 1;
          } catch (error) {
            notify('sahay.upload.failed', { type: 'error', messageArgs: { message: `${file.name}: ${message(error)}` } });
          }
        }
        if (added) notify('sahay.images.added', { type: 'success', messageArgs: { smart_count: added } });
      }),
    /** Writes the group's new order as positions 0, 1, 2…, touching only rows whose position changes. */
    reorder: (images: ImageRow[]) =>
      run(() =>
        Promise.all(
          images
            .map((image, index) => ({ image, index }))
            .filter(({ image, index }) => image.position !== index)
            .map(({ image, index }) =>
              dataProvider.update('cms_menu_content_image', { id: image.id, data: { position: index }, previousData: image }),
            ),
        ),
      ),
    remove: (image: ImageRow) =>
      run(async () => {
        await dataProvider.delete('cms_menu_content_image', { id: image.id, previousData: image });
        notify('sahay.images.removed', { type: 'info' });
      }),
  };
}

function AddPictures({ label, onFiles, disabled }: { label: string; onFiles: (files: File[]) => void; disabled: boolean }) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <Button component="label" variant="outlined" startIcon={<AddPhotoAlternate />} disabled={disabled}>
      {label}
      <input type="file" hidden multiple accept="image/jpeg,image/png,image/webp,image/gif" onChange={choose} />
    </Button>
  );
}

function Group({ menu, head, images }: { menu: number; head: string; images: ImageRow[] }) {
  const translate = useTranslate();
  const actions = useImageActions();
  const [removing, setRemoving] = useState<ImageRow>();
  const { can: canCreate } = useCan(permissionFor(cmsMenuContentImage, 'create'));
  const { can: canUpdate } = useCan(permissionFor(cmsMenuContentImage, 'update'));
  const { can: canDelete } = useCan(permissionFor(cmsMenuContentImage, 'delete'));
  const move = (from: number, to: number) => {
    const order = [...images];
    const [image] = order.splice(from, 1);
    order.splice(to, 0, image);
    actions.reorder(order);
  };
  const last = images.reduce((max, image) => Math.max(max, image.position ?? 0), -1);
  return (
    <Card component="section" aria-label={head} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography component="h2" variant="h6">
            {head} {actions.busy ? <CircularProgress size={16} /> : null}
          </Typography>
          {canCreate ? (
            <AddPictures
              label={translate('sahay.images.add')}
              disabled={actions.busy}
              onFiles={(files) => actions.add(menu, head, files, last)}
            />
          ) : null}
        </Stack>
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, listStyle: 'none' }}>
          {images.map((image, index) => (
            <Box component="li" key={image.id} sx={{ textAlign: 'center' }} aria-label={`${head} ${index + 1}`}>
              <MediaPreview path={image.image} size={120} alt={`${head} ${index + 1}`} />
              <Stack direction="row" justifyContent="center">
                {canUpdate ? (
                  <>
                    <IconButton
                      aria-label={translate('sahay.images.earlier')}
                      disabled={index === 0 || actions.busy}
                      onClick={() => move(index, index - 1)}
                      size="small"
                    >
                      <ArrowBack fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={translate('sahay.images.later')}
                      disabled={index === images.length - 1 || actions.busy}
                      onClick={() => move(index, index + 1)}
                      size="small"
                    >
                      <ArrowForward fontSize="small" />
                    </IconButton>
                  </>
                ) : null}
                {canDelete ? (
                  <IconButton
                    aria-label={translate('sahay.images.remove')}
                    disabled={actions.busy}
                    onClick={() => setRemoving(image)}
                    size="small"
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                ) : null}
              </Stack>
            </Box>
          ))}
        </Box>
      </CardContent>
      <Confirm
        isOpen={removing !== undefined}
        title="sahay.images.remove"
        content="ra.message.are_you_sure"
        onConfirm={() => {
          if (removing) actions.remove(removing);
          setRemoving(undefined);
        }}
        onClose={() => setRemoving(undefined)}
      />
    </Card>
  );
}

function NewGroup({ menu }: { menu: number }) {
  const translate = useTranslate();
  const actions = useImageActions();
  const [head, setHead] = useState('');
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 2 }}>
      <TextField size="small" label={translate('sahay.images.new_group')} value={head} onChange={(e) => setHead(e.target.value)} />
      <AddPictures
        label={translate('sahay.images.add')}
        disabled={!head.trim() || actions.busy}
        onFiles={(files) => {
          actions.add(menu, head.trim(), files, -1);
          setHead('');
        }}
      />
    </Stack>
  );
}

function Groups() {
  const translate = useTranslate();
  const { data = [], filterValues, isPending } = useListContext<ImageRow>();
  const { can: canCreate } = useCan(permissionFor(cmsMenuContentImage, 'create'));
  const menu = Number(filterValues.cms_menu);
  if (!menu) return <Alert severity="info">{translate('sahay.images.choose_menu')}</Alert>;
  if (isPending) return null;
  const groups = groupImages(data);
  return (
    <Box sx={{ mt: 2 }}>
      {groups.length === 0 ? <Typography sx={{ mb: 2 }}>{translate('sahay.images.empty')}</Typography> : null}
      {groups.map((group) => (
        <Group key={group.head} menu={menu} head={group.head} images={group.images} />
      ))}
      {canCreate ? <NewGroup menu={menu} /> : null}
    </Box>
  );
}

const filters = [
  <ReferenceInput key="cms_menu" source="cms_menu" reference="cms_menu" alwaysOn>
    <AutocompleteInput optionText={representationOf('cms_menu')} filterToQuery={(q) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
];

/** Content images per menu and group: several pictures at once, their order, and removing one. */
export function ImageGroupsPage() {
  return (
    <ColumnsList
      columns={imageColumns}
      filters={filters}
      perPage={1000}
      pagination={false}
      actions={
        <TopToolbar>
          <ListExportButton />
        </TopToolbar>
      }
      component="div"
      body={<Groups />}
    />
  );
}
