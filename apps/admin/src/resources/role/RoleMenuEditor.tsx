import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import type { AdminMenuNode } from '@sahay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import type { SahayDataProvider } from '../../dataProvider.ts';

const entries = (nodes: AdminMenuNode[]): AdminMenuNode[] =>
  nodes.flatMap((node) => (node.type === 'item' ? [node, ...entries(node.children)] : entries(node.children)));

/** Which menu entries a role sees: the whole menu with a checkbox per entry, saved on its own. */
export function RoleMenuEditor() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SahayDataProvider>();
  const { can } = useCan('role.update');
  const roleId = record?.id as number | undefined;
  const whole = useQuery({ queryKey: ['sahay', 'whole-menu'], queryFn: () => dataProvider.wholeMenu() });
  const current = useQuery({
    queryKey: ['sahay', 'role-menu', roleId],
    queryFn: () => dataProvider.roleMenu(roleId as number),
    enabled: roleId !== undefined,
  });
  const [chosen, setChosen] = useState<Set<number>>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (current.data) setChosen(new Set(entries(current.data).map((n) => n.id)));
  }, [current.data]);

  if (!record || record.all_permissions) return null;
  const error = whole.error ?? current.error;
  const label = (node: AdminMenuNode) => (node.translate ? translate(node.translate, { smart_count: 2, _: node.title }) : node.title);
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.setRoleMenu(record.id as number, [...(chosen ?? [])]);
      await queryClient.invalidateQueries({ queryKey: ['sahay'] });
      notify('sahay.roles.menu_saved', { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card component="section" aria-label={translate('sahay.roles.menu')} sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('sahay.roles.menu')}
        </Typography>
        {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
        {(whole.data ?? []).map((group) => (
          <Box key={group.id} component="fieldset" sx={{ border: 0, p: 0, mb: 1 }}>
            <Typography component="legend" variant="subtitle2">
              {label(group)}
            </Typography>
            <FormGroup row>
              {(group.type === 'item' ? [group] : entries(group.children)).map((item) => (
                <FormControlLabel
                  key={item.id}
                  label={label(item)}
                  control={
                    <Checkbox
                      checked={chosen?.has(item.id) ?? false}
                      disabled={!can}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(item.id);
                        else next.delete(item.id);
                        setChosen(next);
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ))}
        {can ? (
          <Button variant="contained" onClick={save} disabled={saving || !chosen}>
            {translate('sahay.roles.save_menu')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
