import { defineContract, password, richText, text } from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractOf, formFieldsOf } from './contracts.ts';

const kinds = (fields: { name: string; kind: string }[]) => Object.fromEntries(fields.map((f) => [f.name, f.kind]));

describe('the back office reads a field kind from its declaration', () => {
  it('asks for a new user and a new member password in a masked box', () => {
    expect(kinds(formFieldsOf(contractOf('user'), 'create')).password).toBe('password');
    expect(kinds(formFieldsOf(contractOf('member'), 'create')).password).toBe('password');
  });

  it('masks what is declared secret, not what is named password', () => {
    const contract = defineContract({
      name: 'sample',
      module: 'access',
      label: 'Sample',
      plural: 'samples',
      input: z.object({ password: text(80), pin: password(), about: richText() }),
      actions: ['get'],
    });
    expect(kinds(formFieldsOf(contract, 'create'))).toEqual({ password: 'text', pin: 'password', about: 'richText' });
  });
});
