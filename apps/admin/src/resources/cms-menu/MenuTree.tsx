import Add from '@mui/icons-material/Add';
import Article from '@mui/icons-material/Article';
import Edit from '@mui/icons-material/Edit';
import Image from '@mui/icons-material/Image';
import { Alert, Box, Button, Card, ListItemText, Stack, Typography } from '@mui/material';
import { cmsMenu } from '@sahay/contracts';
import { CreateButton, Link, Loading, Title, TopToolbar, useBasename, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { defaultSort, permissionFor } from '../../contracts.ts';

interface MenuRow {
  id: number;
  name: string;
  parent: number | null;
  position: number | null;
  /** The page's place in the editorial workflow: visitors see only published ones (and scheduled ones at their moment). */
  status?: string;
}
interface MenuBranch extends MenuRow {
  children: MenuBranch[];
}

/** Entries under their parents, each level in the stored order (entries without a position last). */
export function menuTree(rows: MenuRow[]): MenuBranch[] {
  const byId = new Map(rows.map((row) => [row.id, { ...row, children: [] as MenuBranch[] }]));
  const roots: MenuBranch[] = [];
  for (const node of byId.values()) {
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    (parent ? parent.children : roots).push(node);
  }
  const order = (a: MenuBranch, b: MenuBranch) =>
    (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;
  const sort = (nodes: MenuBranch[]) => {
    nodes.sort(order);
    for (const node of nodes) sort(node.children);
    return nodes;
  };
  return sort(roots);
}

const filtered = (resource: string, id: number) => `${resource}?filter=${encodeURIComponent(JSON.stringify({ cms_menu: id }))}`;

function Branch({ node, depth }: { node: MenuBranch; depth: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const { can: canUpdate } = useCan(permissionFor(cmsMenu, 'update'));
  const { can: canCreate } = useCan(permissionFor(cmsMenu, 'create'));
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 2 + depth * 4, pr: 2, borderBottom: 1, borderColor: 'divider' }}>
        <ListItemText
          primary={node.name}
          secondary={`${translate('resources.cms_menu.fields.position')}: ${node.position ?? '—'} · ${translate(`sahay.editorial.status_${node.status ?? 'draft'}`)}`}
          slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 600 : 400 } } }}
        />
        <Stack direction="row" spacing={1}>
          {canUpdate ? (
            <Button size="small" startIcon={<Edit />} component={Link} to={createPath({ resource: 'cms_menu', type: 'edit', id: node.id })}>
              {translate('ra.action.edit')}
            </Button>
          ) : null}
          {canCreate ? (
            <Button
              size="small"
              startIcon={<Add />}
              component={Link}
              to={createPath({ resource: 'cms_menu', type: 'create' })}
              state={{ record: { parent: node.id } }}
            >
              {translate('sahay.menus.add_child')}
            </Button>
          ) : null}
          <Button size="small" startIcon={<Article />} component={Link} to={`${basename}/${filtered('cms_menu_content', node.id)}`}>
            {translate('sahay.menus.contents')}
          </Button>
          <Button size="small" startIcon={<Image />} component={Link} to={`${basename}/${filtered('cms_menu_content_image', node.id)}`}>
            {translate('sahay.menus.images')}
          </Button>
        </Stack>
      </Box>
      {node.children.length ? (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {node.children.map((child) => (
            <Branch key={child.id} node={child} depth={depth + 1} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The site's menu as a tree: parents with their children in order, and each entry's blocks and pictures a click away. */
export function MenuTree() {
  const translate = useTranslate();
  const { can: canCreate } = useCan(permissionFor(cmsMenu, 'create'));
  const {
    data = [],
    isPending,
    error,
  } = useGetList<MenuRow & { id: number }>('cms_menu', {
    pagination: { page: 1, perPage: 1000 },
    sort: defaultSort(cmsMenu),
  });
  const title = translate('sahay.menus.tree');
  return (
    <Box>
      <Title title={title} />
      <TopToolbar>{canCreate ? <CreateButton resource="cms_menu" /> : null}</TopToolbar>
      <Card>
        {isPending ? <Loading /> : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error.message}
          </Alert>
        ) : null}
        {!isPending && !error && data.length === 0 ? <Typography sx={{ p: 2 }}>{translate('sahay.menus.empty')}</Typography> : null}
        <Box component="ul" aria-label={title} sx={{ p: 0, m: 0 }}>
          {menuTree(data).map((node) => (
            <Branch key={node.id} node={node} depth={0} />
          ))}
        </Box>
      </Card>
    </Box>
  );
}
