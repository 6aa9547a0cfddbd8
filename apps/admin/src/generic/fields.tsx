import { Typography } from '@mui/material';
import type { ResourceContract } from '@sahay/contracts';
import type { ReactElement } from 'react';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  EmailField,
  type FieldProps,
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  sanitizeFieldRestProps,
  TextField,
  useFieldValue,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { type FieldSpec, fieldsOf } from '../contracts.ts';
import { formatDate } from '../dates.ts';
import { choiceKey } from '../i18n/choices.ts';
import { MediaField } from '../inputs/MediaField.tsx';
import { RichTextPreview } from '../inputs/RichTextField.tsx';
import { formatNumber } from '../money.ts';
import { humanize } from '../text.ts';
import { useMoney } from '../useMoney.ts';

/**
 * What a list's columns and a detail page's labels are read from: the field element's own props, not the field it
 * renders. A field component that wraps another takes them from its caller and passes them on, so that its column
 * has a heading and its value a label.
 */
export interface HeadingProps {
  source: string;
  /** An i18n key; without it the heading is the resource's label for `source`. */
  label?: string;
  sortable?: boolean;
}

/** An amount of money (an API decimal string), in the charity's currency and the chosen language's digits. */
export function MoneyField(props: HeadingProps & { emptyText?: string }) {
  const money = useMoney();
  return (
    <FunctionField
      {...props}
      textAlign="right"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      render={(record: Record<string, unknown>) => {
        const value = record[props.source];
        return value === null || value === undefined || value === '' ? (props.emptyText ?? '') : money(value as string);
      }}
    />
  );
}

interface LocalFieldProps extends FieldProps {
  /** An i18n key (or text) shown when the record has no value. */
  emptyText?: string;
}

/** A value written out by `write`, as react-admin's own fields are shown (a body text span, the empty text). */
function WrittenField({ write, emptyText, ...props }: LocalFieldProps & { write: (value: unknown, language: string) => string }) {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const value = useFieldValue(props);
  const shown = value === undefined || value === null || value === '' ? '' : write(value, language);
  return (
    <Typography component="span" variant="body2" {...sanitizeFieldRestProps(props)}>
      {shown || (emptyText ? translate(emptyText, { _: emptyText }) : '')}
    </Typography>
  );
}

/**
 * A date, day first in every language (`27/11/2026`, Bengali digits in Bengali), whatever the browser's locale;
 * with `showTime`, a timestamp's hour and minute too. Every screen shows dates through this field.
 */
export function DateField({ showTime, ...props }: LocalFieldProps & { showTime?: boolean }) {
  return <WrittenField {...props} write={(value, language) => formatDate(value, language, { time: showTime })} />;
}

/** A count or quantity: thousands grouped, Bengali digits in Bengali. Right-aligned in a list, as figures are. */
export function NumberField(props: LocalFieldProps) {
  return <WrittenField textAlign="right" {...props} write={formatNumber} />;
}

/** One of a field's declared choices (a status, a kind), in words of the chosen language. */
export function ChoiceField(props: LocalFieldProps) {
  const translate = useTranslate();
  return <WrittenField {...props} write={(value) => translate(choiceKey(String(value)), { _: humanize(String(value)) })} />;
}

/** How one field of a record is shown in lists and detail pages. */
export function fieldFor(spec: FieldSpec, place: 'list' | 'show' = 'list'): ReactElement | null {
  const common = { source: spec.name, key: spec.name };
  if (spec.money) return <MoneyField {...common} />;
  switch (spec.kind) {
    case 'password':
      return null;
    case 'richText':
      return <RichTextPreview {...common} length={place === 'list' ? 60 : 2000} sortable={false} />;
    case 'file':
      return <MediaField {...common} size={place === 'list' ? 48 : 160} sortable={false} />;
    case 'email':
      return <EmailField {...common} onClick={(e) => e.stopPropagation()} />;
    case 'date':
      return <DateField {...common} />;
    case 'dateTime':
      return <DateField {...common} showTime />;
    case 'number':
      return <NumberField {...common} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'select':
      return <ChoiceField {...common} />;
    case 'reference':
      // Named by the referenced resource's recordRepresentation.
      return <ReferenceField {...common} reference={spec.reference as string} link={false} />;
    case 'references':
      return (
        <ReferenceArrayField {...common} reference={spec.reference as string} sortable={false}>
          {/* Each chip names its record by the referenced resource's recordRepresentation. */}
          <SingleFieldList linkType={false} />
        </ReferenceArrayField>
      );
    case 'lines':
      // A document's lines show on its page, as a table of their own fields; lists show documents only.
      return place === 'list' ? null : (
        <ArrayField {...common}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            {(spec.lineFields ?? []).map((line) => fieldFor(line, 'list'))}
          </Datagrid>
        </ArrayField>
      );
    default:
      return <TextField {...common} />;
  }
}

/** Fields that read well in a row: not a password, a long text or a list of ids. */
const fitsARow = (spec: FieldSpec) => !['password', 'longText', 'references', 'lines'].includes(spec.kind);

/**
 * The fields a generated list shows: the contract's `columns` in their order when it declares them, else the first
 * few fields that read well in a row.
 */
export function listSpecs(contract: ResourceContract, count = 6): FieldSpec[] {
  const specs = fieldsOf(contract);
  return contract.columns
    ? contract.columns.map((name) => {
        // A column the server writes (a document's number) is shown as text.
        return specs.find((s) => s.name === name) ?? ({ name, kind: 'text', required: false } as FieldSpec);
      })
    : specs.filter(fitsARow).slice(0, count);
}

/** The columns of a generated list (`listSpecs`); a reference shows the title of the record it names. */
export function listColumns(contract: ResourceContract, count = 6) {
  return listSpecs(contract, count).map((spec) => fieldFor(spec, 'list'));
}
