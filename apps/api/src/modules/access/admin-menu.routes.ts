import { accessEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import * as access from './access.service.ts';
import { signedInCaller } from './session.service.ts';

/** The back office's side menu, as declared in the contracts: the whole tree, the signed-in user's, a role's, and which entries each role sees. */
export default async function adminMenuRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.adminMenuTree, async () => ({ menu_items: await access.nestedMenu(db()) }));
  serve(app, endpoints.myAdminMenu, async (request) => ({
    menu_items: await access.menuOfUser(db(), signedInCaller(request.caller).userId),
  }));
  serve(app, endpoints.adminMenuOfRole, async (request) => ({ menu_items: await access.menuOfRole(db(), request.params.roleId) }));

  serve(app, endpoints.menusOfRoles, async () => ({ role_menus: await access.roleMenus(db()) }));
  serve(app, endpoints.setRoleMenu, async (request) => ({
    role_menus: await access.setRoleMenu(db(), request.body.role, request.body.menu_items, request.caller?.userId),
    detail: 'Role menu saved.',
  }));
  serve(app, endpoints.clearRoleMenu, async (request) => {
    await access.setRoleMenu(db(), request.params.roleId, [], request.caller?.userId);
    return { detail: `Role menu of role id - ${request.params.roleId} is deleted successfully` };
  });
}
