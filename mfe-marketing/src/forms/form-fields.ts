import type { FieldType, RichTextNode } from '@qsr/shared-contracts';
import type { Block, Multilink } from '../content/content-types';

/** A form field of the content model (`form_field` block). */
export interface FormField {
  type: FieldType;
  name: string;
  label: string;
  required: boolean;
  placeholder: string;
  options: string[];
  link?: Multilink;
  rich_label?: RichTextNode;
}

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

export function fieldsOf(block: Block): FormField[] {
  return ((block.fields as Block[] | undefined) ?? []).map((field) => ({
    type: field.type as FieldType,
    name: String(field.name ?? ''),
    label: String(field.label ?? ''),
    required: field.required === true,
    placeholder: String(field.placeholder ?? ''),
    options: Array.isArray(field.options) ? field.options.map(String) : [],
    link: field.link as Multilink | undefined,
    rich_label: field.rich_label as RichTextNode | undefined,
  }));
}

/** The keys of the marketing strings that name a field problem. */
export type FieldProblem = 'required' | 'invalidEmail' | 'invalidZip' | 'invalidPhone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a field's value, if anything (masks: zip five digits, phone 10, §5). */
export function fieldProblem(field: FormField, value: FieldValue | undefined): FieldProblem | null {
  const empty =
    value === undefined ||
    value === false ||
    (Array.isArray(value) ? value.length === 0 : String(value).trim() === '');
  if (empty) return field.required ? 'required' : null;
  if (typeof value !== 'string') return null;
  if (field.type === 'email' && !EMAIL.test(value.trim())) return 'invalidEmail';
  if (field.type === 'zip' && !/^\d{5}$/.test(value)) return 'invalidZip';
  if (field.type === 'phone' && value.replace(/\D/g, '').length !== 10) return 'invalidPhone';
  return null;
}

/** Every field's problem, by field name; fields that take no value (link buttons) have none. */
export function formProblems(
  fields: FormField[],
  values: FormValues,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    if (field.type === 'link_button') continue;
    const problem = fieldProblem(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}
