import { recordAudit } from '../modules/audit/index.ts';
import { nextDocumentNumbers } from '../modules/numbering/index.ts';
import type { ResourceDefinition } from '../resource/define-resource.ts';
import type { WriteEffects } from '../resource/effects.ts';
import { createRepository, type ResourceWriter } from '../resource/repository.ts';

/**
 * The app's repositories as the seed writes through them: audited and numbered like a clerk's writes,
 * with no cache to empty, file to release or rate to limit (no server is running yet).
 */
export function seedWriter(resources: readonly ResourceDefinition[]): ResourceWriter {
  const effects: WriteEffects = {
    audit: recordAudit,
    changed: () => {},
    removeFile: async () => {},
    rateLimit: async () => false,
    nextNumbers: nextDocumentNumbers,
  };
  return { repositories: new Map(resources.map((r) => [r.contract.name, createRepository(r, effects)])), writeEffects: effects };
}
