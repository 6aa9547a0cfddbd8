import { defineContract, password, richText, text } from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractOf, fieldsOf, formFieldsOf, validatorFor } from './contracts.ts';

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

describe('a form check made from the contract', () => {
  const dateOfNotice = () => {
    const spec = fieldsOf(contractOf('notice')).find((f) => f.name === 'date');
    if (!spec) throw new Error('A notice has a date');
    return validatorFor(spec);
  };

  it('says an empty required field is required, in the chosen language, rather than the format it would take', () => {
    expect(dateOfNotice()('')).toBe('ra.validation.required');
    expect(dateOfNotice()(null)).toBe('ra.validation.required');
    expect(dateOfNotice().isRequired).toBe(true);
  });

  it('gives the contract’s message for what is there but wrong, and nothing for what is right', () => {
    expect(dateOfNotice()('2026-13-45')).toBe('Enter a date as YYYY-MM-DD.');
    expect(dateOfNotice()('2026-11-27')).toBeUndefined();
  });
});
