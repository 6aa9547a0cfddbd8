import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobDefinition } from '../lib/job-queue.ts';
import type { ResourceDefinition } from '../resource/define-resource.ts';

/** What one module brings to the app; `modules/index.ts` lists them. */
export interface ModuleManifest {
  name: string;
  /** Entities served by the engine at the contract's paths. */
  resources: readonly ResourceDefinition[];
  /** Routes beyond the engine's: public reads, workflows, reports. */
  routes?: readonly ((app: FastifyInstance) => Promise<void>)[];
  /** Entities whose rows the public site's pages show: a change to any empties the page cache. */
  publicReads?: readonly string[];
  /** Demo or reference data for an empty installation, written in the seed's transaction. */
  seed?: (tx: Db) => Promise<void>;
  /** Work done in the background, at a time or on a schedule (`defineJob`, lib/job-queue.ts). */
  jobs?: readonly JobDefinition[];
}

export const defineModule = (manifest: ModuleManifest) => manifest;
