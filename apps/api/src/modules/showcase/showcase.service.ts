import { teamMember, type VisitorMessageForm } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { Repository } from '../../resource/repository.ts';
import { receiveVisitorMessage } from '../support/index.ts';

/**
 * A visitor's message to a team member from their profile: one support ticket whose subject names the member (read
 * as a visitor reads it: a hidden or missing member is a 404, and nothing is stored).
 */
export function contactTeamMember(app: FastifyInstance, id: number, form: VisitorMessageForm, ip: string) {
  return receiveVisitorMessage(app, form, {
    kind: 'team_contact',
    ip,
    regarding: async (tx) => `Message for ${(await (app.repositories.get(teamMember.name) as Repository).get(tx, id)).name}`,
  });
}
