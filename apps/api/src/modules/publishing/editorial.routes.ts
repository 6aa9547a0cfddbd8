import type { editorialEndpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition, Row } from '../../resource/define-resource.ts';
import { serve } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import { previewSigner } from './preview.ts';
import { listVersions, restoreVersion } from './versions.service.ts';
import { editorialPartsOf } from './workflow.ts';

/**
 * Serves the workflow's routes of one entity (declared by `editorialEndpoints`): its versions, restoring one, and
 * a preview link to `publicPath(record)` on the public site (a page's address holds its name). A module calls this from its routes for each of its
 * entities under the workflow.
 */
export function serveEditorialRoutes(
  app: FastifyInstance,
  endpoints: ReturnType<typeof editorialEndpoints>,
  entity: string,
  publicPath: (record: Row & { id: number }) => string,
) {
  const db = () => app.database.db;
  const repository = () => app.repositories.get(entity) as Repository;
  const signer = previewSigner(db);

  serve(app, endpoints.versions, async (request) => {
    // A record the caller cannot reach answers 404, as its own read would.
    await repository().get(db(), request.params.id, { caller: request.caller });
    return { versions: await listVersions(db(), entity, request.params.id) };
  });
  // A page's blocks and the like: restored with it, each through its own repository.
  const parts = () =>
    editorialPartsOf(app.resourceDefinitions.get(entity) as ResourceDefinition).map((part) => ({
      ...part,
      repository: app.repositories.get(part.definition.contract.name) as Repository,
    }));
  serve(app, endpoints.restoreVersion, (request) =>
    restoreVersion(db(), repository(), parts(), request.params.id, request.params.version, request.caller),
  );
  serve(app, endpoints.previewLink, async (request) => {
    const record = await repository().get(db(), request.params.id, { caller: request.caller });
    const { token, expiresAt } = (await signer()).sign(entity, request.params.id, app.clock());
    const path = publicPath({ ...record, id: request.params.id });
    return { url: `${path}?preview=${encodeURIComponent(token)}`, expires_at: expiresAt.toISOString() };
  });
}
