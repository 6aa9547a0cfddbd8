import Add from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Link as RouterLink, Title, useBasename, useCreatePath, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { contractOf, permissionFor } from '../contracts.ts';
import { BackupCard } from '../layout/BackupCard.tsx';
import { Count, countGrid } from '../layout/CountCard.tsx';
import { entryIcon, useEntryLabel, useEntryPath } from '../layout/Menu.tsx';
import { ShopDashboard } from '../layout/ShopDashboard.tsx';
import { SupportDashboard } from '../resources/ticket/SupportDashboard.tsx';
import { inSentence } from '../text.ts';
import { useWorkspaces } from './useWorkspaces.ts';
import { entriesOf, type WorkspaceEntry } from './workspace-menu.ts';

/** The live sections some workspaces show below their counts (the same as on the home screen). */
const liveSections: Record<string, ComponentType> = { shop: ShopDashboard, support: SupportDashboard, settings: BackupCard };

/** A workspace's home: its live figures, shortcuts to what is made most often, its lists and its reports. */
export function WorkspaceHome() {
  const { id } = useParams();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  const { visible, isPending } = useWorkspaces();
  const open = visible.find((v) => v.workspace.id === id);
  if (!open) return isPending ? null : <Typography sx={{ m: 2 }}>{translate('sahay.workspaces.not_yours')}</Typography>;
  const { workspace, sections } = open;
  const name = translate(`sahay.workspaces.${workspace.id}.name`);
  const entries = entriesOf(sections);
  const unique = (list: WorkspaceEntry[]) => list.filter((e, i) => list.findIndex((o) => o.kind === e.kind && o.key === e.key) === i);
  const lists = unique(entries.filter((e) => e.kind === 'list'));
  const pages = (workspace.pageShortcuts ?? []).filter((page) => permissions?.includes(page.permission));
  // A page offered as a shortcut (record an expense) is not listed again among the reports.
  const reports = unique(entries.filter((e) => e.kind === 'report' && !pages.some((page) => page.path === e.key)));
  const shortcuts = workspace.shortcuts.filter((resource) => permissions?.includes(permissionFor(contractOf(resource), 'create')));
  const Live = liveSections[workspace.id];
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={name} />
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ display: 'flex', alignItems: 'center', gap: 1 }} gutterBottom>
            <workspace.icon aria-hidden />
            {name}
          </Typography>
          <Typography color="text.secondary">{translate(`sahay.workspaces.${workspace.id}.about`)}</Typography>
          {pages.length || shortcuts.length ? (
            <Box
              component="nav"
              aria-label={translate('sahay.workspaces.shortcuts')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
            >
              {pages.map(({ path, label, icon: Icon = Add }) => (
                <Button key={path} component={RouterLink} to={`${basename}/${path}`} variant="contained" startIcon={<Icon />}>
                  {translate(label)}
                </Button>
              ))}
              {shortcuts.map((resource) => (
                <Button
                  key={resource}
                  component={RouterLink}
                  to={createPath({ resource, type: 'create' })}
                  variant="contained"
                  startIcon={<Add />}
                >
                  {translate('sahay.workspaces.new', { name: inSentence(translate(`resources.${resource}.name`, { smart_count: 1 })) })}
                </Button>
              ))}
            </Box>
          ) : null}
        </CardContent>
      </Card>
      {workspace.figures.length ? (
        <Box component="section" aria-labelledby="workspace-figures">
          <Typography id="workspace-figures" component="h2" variant="h6" gutterBottom>
            {translate('sahay.dashboard.glance')}
          </Typography>
          <Box component="ul" sx={countGrid}>
            {workspace.figures.map((figure) => (
              <Count key={figure.label} {...figure} />
            ))}
          </Box>
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: reports.length ? '2fr 1fr' : '1fr' }, alignItems: 'start' }}>
        <EntryList id="workspace-lists" title={translate('sahay.workspaces.lists')} entries={lists} columns />
        {reports.length ? <EntryList id="workspace-reports" title={translate('sahay.workspaces.reports')} entries={reports} /> : null}
      </Box>
      {Live ? <Live /> : null}
    </Box>
  );
}

function EntryList({ id, title, entries, columns }: { id: string; title: string; entries: WorkspaceEntry[]; columns?: boolean }) {
  const label = useEntryLabel();
  const path = useEntryPath();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <List dense sx={columns ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } : undefined}>
          {entries.map((entry) => {
            const Icon = entryIcon(entry);
            return (
              <li key={`${entry.kind}-${entry.key}`}>
                <ListItemButton component={RouterLink} to={path(entry)}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={label(entry)} />
                </ListItemButton>
              </li>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
