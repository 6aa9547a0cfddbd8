import { describe, expect, it } from 'vitest';
import { accessEndpoints, uniqueUserFields } from './access.endpoints.ts';
import { user } from './access.ts';
import { metaOf } from './field-meta.ts';

describe('the user form’s live checks', () => {
  it('are declared for every unique field of the user, on create and on update', () => {
    const unique = Object.entries(user.input.shape).flatMap(([field, schema]) => (metaOf(schema).unique ? [field] : []));
    expect([...uniqueUserFields].sort()).toEqual(unique.sort());
    const paths = Object.values(accessEndpoints).map((endpoint) => endpoint.path);
    for (const field of unique)
      for (const when of ['create', 'update']) expect(paths).toContain(`/user/api/v1/user/check_${field}_when_${when}`);
  });
});
