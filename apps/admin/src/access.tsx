import { Alert, AlertTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useGetIdentity, usePermissions, useTranslate } from 'react-admin';

/** Whether the signed-in user's role holds a permission (`notice.create`); the API checks the same name. */
export function useCan(permission: string) {
  const { permissions, isPending } = usePermissions<string[]>();
  return { can: !isPending && Array.isArray(permissions) && permissions.includes(permission), isPending };
}

/** Says which permission is missing, as the API's 403 does, and who can help. */
export function AccessDenied({ permission }: { permission: string }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Alert severity="warning" role="alert" sx={{ m: 2 }}>
      <AlertTitle>{translate('sahay.access.denied_title')}</AlertTitle>
      {translate('sahay.access.denied', { permission })}{' '}
      {identity?.role ? translate('sahay.access.ask', { role: String(identity.role) }) : null}
    </Alert>
  );
}

/** A screen shown only to roles holding its permission; others see why not, instead of a failing screen. */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const { can, isPending } = useCan(permission);
  if (isPending) return <Loading />;
  return can ? children : <AccessDenied permission={permission} />;
}

/** Wraps a view component so it needs a permission. */
export function guarded(View: () => ReactNode, permission: string) {
  const Guarded = () => (
    <RequirePermission permission={permission}>
      <View />
    </RequirePermission>
  );
  Guarded.displayName = `Guarded(${permission})`;
  return Guarded;
}
