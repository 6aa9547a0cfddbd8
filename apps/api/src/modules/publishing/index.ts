import { defineModule } from '../manifest.ts';

export { serveEditorialRoutes } from './editorial.routes.ts';
export { createPreviewSigner, type PreviewSigner, previewSigner } from './preview.ts';
export { contentVersions } from './publishing.tables.ts';
export { listVersions, restoreVersion } from './versions.service.ts';
export { type EditorialTable, nextVisibleChange, visibleNow } from './visibility.ts';
export { previewReader, seesDrafts, underEditorialWorkflow } from './workflow.ts';

/**
 * The editorial workflow of the site's content: drafts, scheduled and published records, the one rule of what
 * visitors see now, versions of every save, preview links. Modules put their entities under it; it has none.
 */
export default defineModule({ name: 'publishing', resources: [] });
