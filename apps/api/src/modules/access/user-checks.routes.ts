import { accessEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { takenCheck } from './user-checks.service.ts';

/** The user form's live checks, as declared in the contracts: is this value free? (`_when_update` ignores the user being edited.) */
export default async function userCheckRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.checkUsernameWhenCreate, (request) => takenCheck(db(), 'username', request.query.username));
  serve(app, endpoints.checkUsernameWhenUpdate, (request) => takenCheck(db(), 'username', request.query.username, request.query.user));
  serve(app, endpoints.checkEmailWhenCreate, (request) => takenCheck(db(), 'email', request.query.email));
  serve(app, endpoints.checkEmailWhenUpdate, (request) => takenCheck(db(), 'email', request.query.email, request.query.user));
  serve(app, endpoints.checkPrimaryPhoneWhenCreate, (request) => takenCheck(db(), 'primary_phone', request.query.primary_phone));
  serve(app, endpoints.checkPrimaryPhoneWhenUpdate, (request) =>
    takenCheck(db(), 'primary_phone', request.query.primary_phone, request.query.user),
  );
  serve(app, endpoints.checkSecondaryPhoneWhenCreate, (request) => takenCheck(db(), 'secondary_phone', request.query.secondary_phone));
  serve(app, endpoints.checkSecondaryPhoneWhenUpdate, (request) =>
    takenCheck(db(), 'secondary_phone', request.query.secondary_phone, request.query.user),
  );
}
