import AttachFile from '@mui/icons-material/AttachFile';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, Link, Paper, TextField, Typography } from '@mui/material';
import { ticket, ticketDetail } from '@sahay/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  Loading,
  type RaRecord,
  Show,
  useGetIdentity,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { markRead, sendEntry, useRefreshSupport, useTicketAgents } from './supportApi.ts';

/** How many entries of a thread the page shows (the API's pages of 100, read one after the other). */
const maxEntries = 1000;

const fileName = (path: string) => decodeURIComponent(path.split('/').pop() ?? path);
const when = (iso: unknown, locale: string) => (typeof iso === 'string' ? new Date(iso).toLocaleString(locale) : '');

/** One entry: the requester's message, an agent's reply, or an internal note marked as such. */
function Entry({ entry, requester }: { entry: RaRecord; requester: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const internal = Boolean(entry.internal);
  const who = entry.from_requester
    ? translate('sahay.support.from_requester', { name: entry.customer_name ?? requester })
    : String(entry.admin_name ?? translate('sahay.support.staff'));
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Paper
        component="article"
        aria-labelledby={headingId}
        variant="outlined"
        sx={{
          p: 2,
          ml: entry.from_requester ? 0 : { sm: 4 },
          ...(internal
            ? { bgcolor: '#fff8e1', borderColor: '#8d6e00', borderStyle: 'dashed' }
            : entry.from_requester
              ? {}
              : { bgcolor: '#f3f7fb' }),
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={headingId} component="h3" variant="subtitle2">
            {internal ? `${translate('sahay.support.internal_note')}: ${who}` : who}
          </Typography>
          {internal ? (
            <Chip
              size="small"
              icon={<LockOutlined />}
              label={translate('sahay.support.internal_chip')}
              sx={{ bgcolor: '#ffe082', color: '#3e2a00' }}
            />
          ) : null}
          <Typography variant="body2" color="text.secondary" component="span">
            {when(entry.created_at, translate('sahay.support.locale'))}
          </Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{String(entry.message ?? '')}</Typography>
        {entry.file ? (
          <Link
            href={String(entry.file)}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
          >
            <AttachFile fontSize="small" aria-hidden="true" />
            {translate('sahay.support.attachment', { name: fileName(String(entry.file)) })}
          </Link>
        ) : null}
      </Paper>
    </Box>
  );
}

function Thread({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList('ticket_detail', {
    filter: { ticket: record.id },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: maxEntries },
  });
  const requester = String(record.name || record.email || translate('sahay.support.requester'));
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  return (
    <Box component="section" aria-labelledby="thread-heading">
      <Typography id="thread-heading" component="h2" variant="h6" gutterBottom>
        {translate('sahay.support.thread')}
      </Typography>
      {data.length ? (
        <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {data.map((entry) => (
            <Entry key={entry.id} entry={entry} requester={requester} />
          ))}
        </Box>
      ) : (
        <Typography>{translate('sahay.support.no_entries')}</Typography>
      )}
    </Box>
  );
}

/** The reply box: a message, an attachment (picture or PDF, checked by the API), and the internal-note choice. */
function ReplyForm({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshSupport();
  const [message, setMessage] = useState('');
  const [internal, setInternal] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { can } = useCan(permissionFor(ticketDetail, 'create'));
  if (!can) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setProblem(translate('sahay.support.message_required'));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await sendEntry({ ticket: record.id, message, internal, file });
      notify(internal ? 'sahay.support.added_note' : 'sahay.support.sent_reply', { type: 'success' });
      setMessage('');
      setInternal(false);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await refresh();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" aria-labelledby="reply-heading" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
      <Typography id="reply-heading" component="h2" variant="h6">
        {translate('sahay.support.reply')}
      </Typography>
      <TextField
        label={translate('sahay.support.message')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={4}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<AttachFile />}>
          {translate('sahay.support.attach')}
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
            hidden
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        {file ? (
          <>
            <Typography component="span">{translate('sahay.support.chosen', { name: file.name })}</Typography>
            <Button
              onClick={() => {
                setFile(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              {translate('sahay.support.remove_file')}
            </Button>
          </>
        ) : null}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
        label={translate('sahay.support.as_note')}
      />
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={sending}>
          {translate(internal ? 'sahay.support.add_note' : 'sahay.support.send_reply')}
        </Button>
      </Box>
    </Box>
  );
}

interface Choice {
  id: number | string;
  name: string;
}

/** A choice of the ticket's status, priority or assignee, saved as soon as it is changed; a refusal is shown in the API's words. */
function ControlSelect({
  record,
  field,
  label,
  choices,
  onRefused,
}: {
  record: RaRecord;
  field: string;
  label: string;
  choices: Choice[];
  onRefused: (message: string | null) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshSupport();
  const [update, { isPending }] = useUpdate();
  const { can } = useCan(permissionFor(ticket, 'update'));
  const value = record[field] ?? '';
  return (
    <TextField
      select
      label={translate(label)}
      value={value}
      disabled={!can || isPending}
      fullWidth
      margin="dense"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      onChange={(event) => {
        const chosen = event.target.value === '' ? null : Number(event.target.value);
        onRefused(null);
        update(
          'ticket',
          { id: record.id, data: { [field]: chosen }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('sahay.support.changed', { type: 'success' });
              void refresh();
            },
            onError: (error) => onRefused((error as Error).message),
          },
        );
      }}
    >
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}

const byName = (rows: RaRecord[] | undefined): Choice[] => (rows ?? []).map((r) => ({ id: r.id, name: String(r.name) }));

/** The ticket's facts and its status, priority and assignee controls. */
function Controls({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const [refused, setRefused] = useState<string | null>(null);
  const { identity } = useGetIdentity();
  const lookups = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };
  const { data: statuses } = useGetList('ticket_status', lookups);
  const { data: priorities } = useGetList('ticket_priority', lookups);
  const { data: agents } = useTicketAgents();
  const people = new Map<string, Choice>();
  people.set('', { id: '', name: translate('sahay.support.unassigned') });
  if (identity)
    people.set(String(identity.id), { id: identity.id, name: translate('sahay.support.me', { name: identity.fullName ?? '' }) });
  if (record.assignee)
    people.set(String(record.assignee), { id: record.assignee, name: String(record.assignee_name ?? `#${record.assignee}`) });
  for (const agent of agents ?? []) if (!people.has(String(agent.id))) people.set(String(agent.id), agent);
  const fact = (label: string, value: unknown) => (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {value ? String(value) : '–'}
      </Typography>
    </>
  );
  return (
    <Card component="section" aria-labelledby="controls-heading" variant="outlined">
      <CardContent>
        <Typography id="controls-heading" component="h2" variant="h6" gutterBottom>
          {translate('sahay.support.controls', { id: record.id })}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {fact('sahay.support.requester', record.name)}
          {fact('sahay.support.email', record.email)}
          {fact('sahay.support.department', record.department_name)}
          {fact('sahay.support.opened', when(record.created_at, translate('sahay.support.locale')))}
        </Box>
        <ControlSelect
          record={record}
          field="ticket_status"
          label="sahay.support.status"
          choices={byName(statuses)}
          onRefused={setRefused}
        />
        <ControlSelect
          record={record}
          field="ticket_priority"
          label="sahay.support.priority"
          choices={byName(priorities)}
          onRefused={setRefused}
        />
        <ControlSelect
          record={record}
          field="assignee"
          label="sahay.support.assignee"
          choices={[...people.values()]}
          onRefused={setRefused}
        />
        {refused ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {refused}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Opening a thread marks the requester's entries read (once per visit), and the counts follow. */
function useMarkRead(record: RaRecord | undefined) {
  const { can } = useCan(permissionFor(ticket, 'update'));
  const refresh = useRefreshSupport();
  const marked = useRef<unknown>(null);
  useEffect(() => {
    if (!record || !can || marked.current === record.id) return;
    marked.current = record.id;
    if (!Number(record.unread)) return;
    markRead(record.id).then(
      () => refresh(),
      () => undefined,
    );
  }, [record, can, refresh]);
}

function ThreadPage() {
  const record = useRecordContext();
  useMarkRead(record);
  if (!record) return <Loading />;
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h1" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {String(record.subject ?? '')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Box>
          <Thread record={record} />
          <ReplyForm record={record} />
        </Box>
        <Controls record={record} />
      </Box>
    </Box>
  );
}

function TicketTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{record ? translate('sahay.support.ticket_title', { id: record.id, subject: record.subject }) : ''}</span>;
}

/** The ticket's show page: its thread, the reply box and its controls. */
export const TicketThread = guarded(
  () => (
    <Show resource="ticket" actions={false} title={<TicketTitle />}>
      <ThreadPage />
    </Show>
  ),
  permissionFor(ticket, 'get'),
);
