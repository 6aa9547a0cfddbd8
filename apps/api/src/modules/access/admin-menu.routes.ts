import { adminMenu, detail, id, limitedErrorAnswers, roleMenuBody, roleMenuRow } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as access from './access.service.ts';
import { describeUser } from './session.service.ts';

const errors = limitedErrorAnswers;

/** The back office's side menu: the whole tree, the signed-in user's, a role's, and which entries each role sees. */
export default async function adminMenuRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  const menuTags = ['menu_item'];
  app.get(
    '/menu_item/api/v1/menu_item/nested_menu_item_without_pagination/all',
    {
      config: { permission: 'menu_item.read' },
      schema: { tags: menuTags, summary: 'The whole admin menu as a tree', response: { 200: adminMenu, ...errors } },
    },
    async () => ({ menu_items: await access.nestedMenu(db()) }),
  );
  app.get(
    '/menu_item/api/v1/menu_item/nested_menu_item_by_user_role',
    {
      config: { signedIn: true },
      schema: { tags: menuTags, summary: "The signed-in user's admin menu", response: { 200: adminMenu, ...errors } },
    },
    async (request) => {
      const me = await describeUser(db(), request.caller?.userId as number);
      return { menu_items: await access.nestedMenu(db(), me?.role?.id ?? null) };
    },
  );
  app.get(
    '/menu_item/api/v1/menu_item/nested_menu_item_by_role_id/:roleId',
    {
      config: { permission: 'menu_item.read' },
      schema: {
        tags: menuTags,
        summary: "A role's admin menu",
        params: z.object({ roleId: id() }),
        response: { 200: adminMenu, ...errors },
      },
    },
    async (request) => {
      await access.requireRole(db(), request.params.roleId);
      return { menu_items: await access.nestedMenu(db(), request.params.roleId) };
    },
  );

  app.get(
    '/role_menu/api/v1/role_menu/all',
    {
      config: { permission: 'role.read' },
      schema: {
        tags: ['role'],
        summary: 'Which menu entries each role sees',
        response: { 200: z.object({ role_menus: z.array(roleMenuRow) }), ...errors },
      },
    },
    async () => ({
      role_menus: await access.roleMenus(db()),
    }),
  );
  app.post(
    '/role_menu/api/v1/role_menu/create',
    {
      config: { permission: 'role.update' },
      schema: {
        tags: ['role'],
        summary: "Replace a role's menu entries",
        body: roleMenuBody,
        response: { 201: z.object({ role_menus: z.array(roleMenuRow), detail: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await access.setRoleMenu(db(), request.body.role, request.body.menu_items, request.caller?.userId);
      return reply.code(201).send({ role_menus: rows, detail: 'Role menu saved.' });
    },
  );
  app.delete(
    '/role_menu/api/v1/role_menu/delete/:roleId',
    {
      config: { permission: 'role.update' },
      schema: {
        tags: ['role'],
        summary: 'Remove every menu entry of a role',
        params: z.object({ roleId: id() }),
        response: { 200: detail, ...errors },
      },
    },
    async (request) => {
      await access.setRoleMenu(db(), request.params.roleId, [], request.caller?.userId);
      return { detail: `Role menu of role id - ${request.params.roleId} is deleted successfully` };
    },
  );
}
