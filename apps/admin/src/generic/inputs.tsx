import type { ResourceContract } from '@sahay/contracts';
import type { ReactElement } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  type Validator,
} from 'react-admin';
import { type FieldSpec, formFieldsOf, representationOf, validatorFor } from '../contracts.ts';
import { choicesOf } from '../i18n/choices.ts';
import { DateInput } from '../inputs/DateInput.tsx';
import { MediaInput } from '../inputs/MediaInput.tsx';
import { MoneyInput } from '../inputs/MoneyInput.tsx';
import { RichTextInput } from '../inputs/RichTextInput.tsx';

/** The input for one field of a contract: its kind decides the widget, its schema the checks. */
export function inputFor(spec: FieldSpec, mode: 'create' | 'edit', checks?: Validator[]): ReactElement | null {
  const validate = checks ?? validatorFor(spec);
  const common = { source: spec.name, validate, key: spec.name };
  switch (spec.kind) {
    case 'password':
      // A password is set when the account is made; later changes go through its own flow.
      return mode === 'create' ? <PasswordInput {...common} autoComplete="new-password" /> : null;
    case 'richText':
      return <RichTextInput {...common} />;
    case 'file':
      return <MediaInput {...common} fileKind={spec.fileKind ?? 'image'} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'date':
      return <DateInput {...common} />;
    case 'dateTime':
      // Typed day first in local time, sent as a moment (ISO, UTC), as the API takes it.
      return <DateInput {...common} time />;
    case 'number':
      return <NumberInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={choicesOf(spec)} />;
    case 'reference':
      return (
        <ReferenceInput key={spec.name} source={spec.name} reference={spec.reference as string}>
          <AutocompleteInput optionText={representationOf(spec.reference as string)} validate={validate} filterToQuery={(q) => ({ q })} />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput key={spec.name} source={spec.name} reference={spec.reference as string} perPage={100}>
          <AutocompleteArrayInput optionText={representationOf(spec.reference as string)} filterToQuery={(q) => ({ q })} />
        </ReferenceArrayInput>
      );
    case 'longText':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'lines':
      // A plain list (a document's grid is a form of its own): one row of the line's inputs per entry, in order.
      return (
        <ArrayInput {...common}>
          <SimpleFormIterator inline disableReordering>
            {(spec.lineFields ?? []).map((line) => inputFor(line, mode))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    default:
      // Money is text that reads as a number (`1200.50`): a decimal keypad on phones, never a float; it may be
      // typed with thousands separators or Bengali digits, and is sent plain.
      if (spec.money) return <MoneyInput {...common} />;
      return <TextInput {...common} fullWidth={spec.maxLength !== undefined && spec.maxLength > 120} />;
  }
}

/** Every input of a resource's form, in the order the contract declares the fields. */
export function formInputs(contract: ResourceContract, mode: 'create' | 'edit', except: readonly string[] = []) {
  return formFieldsOf(contract, mode)
    .filter((spec) => !except.includes(spec.name))
    .map((spec) => inputFor(spec, mode));
}

/** The inputs of some fields, in the given order: custom forms group fields but never restate their types. */
export function inputsFor(contract: ResourceContract, names: readonly string[], mode: 'create' | 'edit') {
  const specs = formFieldsOf(contract, mode);
  return names.map((name) => {
    const spec = specs.find((s) => s.name === name);
    if (!spec) throw new Error(`${contract.name} has no field ${name}`);
    return inputFor(spec, mode);
  });
}
