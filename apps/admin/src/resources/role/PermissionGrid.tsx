import { Alert, Checkbox, FormLabel, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { moduleLabels, modules, resourceContracts } from '@sahay/contracts';
import { Fragment } from 'react';
import { useGetList, useInput, useRecordContext, useTranslate } from 'react-admin';

interface PermissionRow {
  id: number;
  name: string;
  module: string;
}

const verbs = ['read', 'create', 'update', 'delete'] as const;

/** Permissions by area, then by record type, one column per verb; actions that are no verb (uploads) go last. */
export function permissionTable(rows: PermissionRow[]) {
  const areas = new Map<string, Map<string, Partial<Record<string, PermissionRow>>>>();
  for (const row of rows) {
    const [entity, verb] = row.name.split('.');
    const area = areas.get(row.module) ?? new Map();
    const key = (verbs as readonly string[]).includes(verb) ? entity : row.name;
    area.set(key, { ...area.get(key), [(verbs as readonly string[]).includes(verb) ? verb : 'other']: row });
    areas.set(row.module, area);
  }
  // Areas in menu order, record types in registry order, actions after them.
  const rank = (entity: string) => {
    const index = resourceContracts.findIndex((c) => c.name === entity);
    return index === -1 ? resourceContracts.length : index;
  };
  return [...areas.entries()]
    .sort(([a], [b]) => modules.indexOf(a as never) - modules.indexOf(b as never))
    .map(([module, entities]) => ({ module, entities: [...entities.entries()].sort(([a], [b]) => rank(a) - rank(b)) }));
}

/** A role's permissions as a grid of checkboxes: rows are record types, columns read/create/update/delete. */
export function PermissionGrid({ source = 'permissions' }: { source?: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field } = useInput({ source, defaultValue: [] });
  const { data = [], isPending } = useGetList<PermissionRow>('permission', { pagination: { page: 1, perPage: 1000 } });
  const chosen = new Set<number>((field.value as number[] | null) ?? []);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    field.onChange([...next].sort((a, b) => a - b));
  };
  if (record?.all_permissions) return <Alert severity="info">{translate('sahay.roles.all')}</Alert>;
  if (isPending) return null;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, width: '100%' }}>
      <FormLabel component="legend">{translate('sahay.roles.permissions')}</FormLabel>
      <Table size="small" aria-label={translate('sahay.roles.permissions')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('sahay.roles.entity')}
            </TableCell>
            {[...verbs, 'other'].map((verb) => (
              <TableCell key={verb} component="th" scope="col" align="center">
                {translate(`sahay.roles.${verb}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {permissionTable(data).map(({ module, entities }) => (
            <Fragment key={module}>
              <TableRow>
                <TableCell colSpan={6} sx={{ bgcolor: 'action.hover' }}>
                  <Typography variant="subtitle2" component="span">
                    {translate(`menu.${module}`, { _: moduleLabels[module as keyof typeof moduleLabels] ?? module })}
                  </Typography>
                </TableCell>
              </TableRow>
              {entities.map(([entity, cells]) => {
                const entityLabel = translate(`resources.${entity}.name`, { smart_count: 2, _: entity });
                return (
                  <TableRow key={entity}>
                    <TableCell component="th" scope="row">
                      {entityLabel}
                    </TableCell>
                    {[...verbs, 'other'].map((verb) => {
                      const permission = cells[verb];
                      return (
                        <TableCell key={verb} align="center" padding="checkbox">
                          {permission ? (
                            <Checkbox
                              checked={chosen.has(permission.id)}
                              onChange={(event) => toggle(permission.id, event.target.checked)}
                              slotProps={{ input: { 'aria-label': permission.name } }}
                            />
                          ) : null}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </fieldset>
  );
}
