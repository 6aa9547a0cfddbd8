export * from './access.ts';
export * from './cms.ts';
export * from './fields.ts';
export * from './people.ts';
export * from './registry.ts';
export * from './resource.ts';
export * from './responses.ts';
export * from './site.ts';
