import { fieldProblem, formProblems, type FormField } from './form-fields';

const field = (type: FormField['type'], required = true): FormField => ({
  type,
  name: type,
  label: type,
  required,
  placeholder: '',
  options: [],
});

describe('content form rules', () => {
  it('asks for required fields, whatever their kind', () => {
    expect(fieldProblem(field('text'), '  ')).toBe('required');
    expect(fieldProblem(field('rich_checkbox'), false)).toBe('required');
    expect(fieldProblem(field('favourite_item'), [])).toBe('required');
    expect(fieldProblem(field('text', false), '')).toBeNull();
  });

  it('checks e-mail, the five-digit zip and the 10-digit phone (§5)', () => {
    expect(fieldProblem(field('email'), 'a@b')).toBe('invalidEmail');
    expect(fieldProblem(field('email'), 'a@b.co')).toBeNull();
    expect(fieldProblem(field('zip'), '2761')).toBe('invalidZip');
    expect(fieldProblem(field('zip'), '27612')).toBeNull();
    expect(fieldProblem(field('phone'), '919-555-01')).toBe('invalidPhone');
    expect(fieldProblem(field('phone'), '919-555-0101')).toBeNull();
  });

  it('leaves link buttons out', () => {
    expect(formProblems([field('link_button'), field('text')], {})).toEqual({ text: 'required' });
  });
});
