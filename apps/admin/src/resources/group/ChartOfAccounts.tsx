import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Edit from '@mui/icons-material/Edit';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuBook from '@mui/icons-material/MenuBook';
import { Alert, Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { group as groupContract, ledgerAccount } from '@sahay/contracts';
import type { ReactNode } from 'react';
import { Link, Loading, Title, TopToolbar, useBasename, useCreatePath, useGetList, useStore, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { reportPermission } from '../../reports/index.tsx';
import { type ChartNode, chartTree, type GroupRow, keysUnder, type PrimaryGroupRow } from './chart.ts';

interface LedgerRow {
  id: number;
  name: string;
  ledger_type: string | null;
}

/** Where the group and ledger forms return to when they were opened from the tree. */
export const fromChart = { chart: true };

const rowSx = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, pr: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' };
const listSx = { p: 0, m: 0, listStyle: 'none' };
const indent = (depth: number) => ({ pl: 1 + depth * 3 });

/** Which branches are open: kept in the back office's store, so a form opened from the tree returns to it as it was. */
function useOpenBranches() {
  const [open, setOpen] = useStore<string[]>('sahay.chart.open', []);
  const isOpen = (key: string) => open.includes(key);
  const toggle = (key: string) => setOpen(isOpen(key) ? open.filter((k) => k !== key) : [...open, key]);
  const ensureOpen = (key: string) => (isOpen(key) ? undefined : setOpen([...open, key]));
  return { isOpen, toggle, ensureOpen, setOpen };
}

/** A link-button whose visible words begin its accessible name, the rest of which names the record it acts on. */
function ActionLink({
  to,
  icon,
  text,
  name,
  state,
  onClick,
}: {
  to: string;
  icon: ReactNode;
  text: string;
  name: string;
  state?: object;
  onClick?: () => void;
}) {
  return (
    <Button size="small" startIcon={icon} component={Link} to={to} state={state} aria-label={name} onClick={onClick}>
      {text}
    </Button>
  );
}

/** The ledgers directly under a group (or a primary group), read when it is opened. */
function Ledgers({ node }: { node: ChartNode }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const { can: canEdit } = useCan(permissionFor(ledgerAccount, 'update'));
  const { can: canReport } = useCan(reportPermission);
  const head = node.kind === 'group' ? 'head_group' : 'head_primarygroup';
  const {
    data = [],
    isPending,
    error,
  } = useGetList<LedgerRow>('ledger_account', {
    filter: { [head]: node.id },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (isPending) return <Loading />;
  if (error)
    return (
      <Alert severity="error" role="alert">
        {error.message}
      </Alert>
    );
  if (data.length === 0 && node.children.length === 0)
    return (
      <Box component="li" sx={{ ...indent(node.depth + 1), py: 1, color: 'text.secondary' }}>
        {translate('sahay.chart.nothing_under', { name: node.name })}
      </Box>
    );
  return data.map((ledger) => (
    <Box component="li" key={ledger.id} aria-label={translate('sahay.chart.ledger_named', { name: ledger.name })}>
      <Box sx={{ ...rowSx, ...indent(node.depth + 1) }}>
        <MenuBook fontSize="small" color="action" aria-hidden />
        <Typography component="span">{ledger.name}</Typography>
        {ledger.ledger_type ? <Chip size="small" variant="outlined" label={ledger.ledger_type} /> : null}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          {canReport ? (
            <ActionLink
              to={`${basename}/reports/ledger?ledger=${ledger.id}`}
              icon={<MenuBook />}
              text={translate('sahay.reports.ledger')}
              name={translate('sahay.chart.report_of', { name: ledger.name })}
            />
          ) : null}
          {canEdit ? (
            <ActionLink
              to={createPath({ resource: 'ledger_account', type: 'edit', id: ledger.id })}
              state={fromChart}
              icon={<Edit />}
              text={translate('ra.action.edit')}
              name={translate('sahay.chart.edit_named', { name: ledger.name })}
            />
          ) : null}
        </Stack>
      </Box>
    </Box>
  ));
}

/** A primary group or a group: a button that opens it (named by the group), its actions, then what is under it. */
function Branch({ node, branches }: { node: ChartNode; branches: ReturnType<typeof useOpenBranches> }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { can: canCreateGroup } = useCan(permissionFor(groupContract, 'create'));
  const { can: canEditGroup } = useCan(permissionFor(groupContract, 'update'));
  const { can: canCreateLedger } = useCan(permissionFor(ledgerAccount, 'create'));
  const open = branches.isOpen(node.key);
  const listId = `chart-${node.key.replace(':', '-')}`;
  const head = node.kind === 'group' ? { head_group: node.id } : { head_primarygroup: node.id };
  return (
    <Box component="li">
      <Box sx={{ ...rowSx, ...indent(node.depth) }}>
        <Button
          onClick={() => branches.toggle(node.key)}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          startIcon={open ? <ExpandMore /> : <ChevronRight />}
          color="inherit"
          sx={{ textTransform: 'none', fontWeight: node.kind === 'primary_group' ? 700 : 500, fontSize: '1rem' }}
        >
          {node.name}
        </Button>
        {node.kind === 'primary_group' ? <Chip size="small" label={translate('sahay.chart.primary')} /> : null}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap' }}>
          {canCreateGroup ? (
            <ActionLink
              to={createPath({ resource: 'group', type: 'create' })}
              state={{ record: head, ...fromChart }}
              icon={<Add />}
              text={translate('sahay.chart.add_group')}
              name={translate('sahay.chart.add_group_to', { name: node.name })}
              onClick={() => branches.ensureOpen(node.key)}
            />
          ) : null}
          {canCreateLedger ? (
            <ActionLink
              to={createPath({ resource: 'ledger_account', type: 'create' })}
              state={{ record: head, ...fromChart }}
              icon={<Add />}
              text={translate('sahay.chart.add_ledger')}
              name={translate('sahay.chart.add_ledger_to', { name: node.name })}
              onClick={() => branches.ensureOpen(node.key)}
            />
          ) : null}
          {canEditGroup && node.kind === 'group' ? (
            <ActionLink
              to={createPath({ resource: 'group', type: 'edit', id: node.id })}
              state={fromChart}
              icon={<Edit />}
              text={translate('ra.action.edit')}
              name={translate('sahay.chart.edit_named', { name: node.name })}
            />
          ) : null}
        </Stack>
      </Box>
      {open ? (
        <Box component="ul" id={listId} aria-label={node.name} sx={listSx}>
          {node.children.map((child) => (
            <Branch key={child.key} node={child} branches={branches} />
          ))}
          <Ledgers node={node} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The chart of accounts: the primary groups open to their groups, groups to their sub-groups and ledgers.
 * Each group's button opens it; groups and ledgers are added and changed from here, and the forms return here.
 */
export function ChartOfAccounts() {
  const translate = useTranslate();
  const branches = useOpenBranches();
  const primaries = useGetList<PrimaryGroupRow>('primary_group', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const groups = useGetList<GroupRow>('group', { pagination: { page: 1, perPage: 5000 }, sort: { field: 'name', order: 'ASC' } });
  const tree = chartTree(primaries.data ?? [], groups.data ?? []);
  const title = translate('sahay.chart.title');
  const error = primaries.error ?? groups.error;
  // Until the tree is in, there is nothing for "Open all" to open: a click then would be lost.
  const loading = primaries.isPending || groups.isPending;
  return (
    <Box>
      <Title title={title} />
      <TopToolbar>
        <Button size="small" disabled={loading} onClick={() => branches.setOpen(tree.flatMap(keysUnder))}>
          {translate('sahay.chart.open_all')}
        </Button>
        <Button size="small" onClick={() => branches.setOpen([])}>
          {translate('sahay.chart.close_all')}
        </Button>
      </TopToolbar>
      <Card sx={{ p: 2 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {loading ? <Loading /> : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error.message}
          </Alert>
        ) : null}
        {!loading && tree.length === 0 ? <Typography>{translate('sahay.chart.empty')}</Typography> : null}
        <Box component="ul" aria-label={title} sx={listSx}>
          {tree.map((node) => (
            <Branch key={node.key} node={node} branches={branches} />
          ))}
        </Box>
      </Card>
    </Box>
  );
}
