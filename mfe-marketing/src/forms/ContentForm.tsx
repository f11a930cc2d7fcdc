import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  BotCheckUnavailableError,
  botCheckToken,
  submitForm,
} from '@qsr/shared-contracts';
import type { Block } from '../content/content-types';
import { NS } from '../strings';
import { FieldInput, FieldLabel } from './FieldInput';
import {
  fieldsOf,
  formProblems,
  type FieldProblem,
  type FieldValue,
  type FormValues,
} from './form-fields';
import '../marketing.css';
import { buttonClass } from '@qsr/shared-ui';

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A form from the content service (§2.1, §3 Form submission): the fields it lists, checked
 * here, then posted to /api/submit with the bot check (§7.3). 'success' shows the form's thank
 * you; anything else is shown as one error (§8), and what was typed stays.
 */
export default function ContentForm({ block }: { block: Block }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const fields = fieldsOf(block);
  const [values, setValues] = useState<FormValues>({});
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = (name: string) => `${id}-${name}`;

  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (problems[name]) setProblems(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formProblems(fields, values);
    setProblems(found);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first.name))}`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const captcha = await botCheckToken('form_submit');
      const replytoField = text(block.replyto_field);
      await submitForm(
        {
          form: text(block.form),
          fields: values,
          subject: text(block.subject),
          includeDate: block.include_date !== false,
          ...(replytoField && typeof values[replytoField] === 'string'
            ? { replyto: values[replytoField] as string }
            : {}),
        },
        captcha,
        { mode: 'suppress' },
      );
      setStatus({ kind: 'sent' });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.messages.join(' ')
          : error instanceof BotCheckUnavailableError
            ? error.message
            : t('sendFailed');
      setStatus({ kind: 'failed', message });
    }
  };

  const title = text(block.title);
  if (status.kind === 'sent') {
    return (
      <section className="marketing-form" aria-labelledby={`${id}-title`}>
        {title && <h2 id={`${id}-title`}>{title}</h2>}
        <p role="status" className="marketing-form-success">
          {text(block.success_message) || t('thanks')}
        </p>
      </section>
    );
  }
  return (
    <section className="marketing-form" aria-labelledby={`${id}-title`}>
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      <p className="marketing-form-note">{t('requiredNote')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${id}-title`}
      >
        {fields.map((field) => {
          const problem = problems[field.name];
          const problemId = problem ? `${fieldId(field.name)}-problem` : undefined;
          const isCheckbox = field.type === 'checkbox' || field.type === 'rich_checkbox';
          if (field.type === 'link_button') {
            return (
              <div key={field.name} className="ui-field">
                <FieldInput
                  field={field}
                  id={fieldId(field.name)}
                  value={undefined}
                  problemId={undefined}
                  onChange={() => undefined}
                />
              </div>
            );
          }
          return (
            <div
              key={field.name}
              className={isCheckbox ? 'ui-field marketing-field--check' : 'ui-field'}
            >
              {isCheckbox ? (
                <>
                  <FieldInput
                    field={field}
                    id={fieldId(field.name)}
                    value={values[field.name]}
                    problemId={problemId}
                    onChange={(value) => change(field.name, value)}
                  />
                  <label htmlFor={fieldId(field.name)}>
                    <FieldLabel field={field} />
                  </label>
                </>
              ) : (
                <>
                  <label htmlFor={fieldId(field.name)}>
                    <FieldLabel field={field} />
                  </label>
                  <FieldInput
                    field={field}
                    id={fieldId(field.name)}
                    value={values[field.name]}
                    problemId={problemId}
                    onChange={(value) => change(field.name, value)}
                  />
                </>
              )}
              {problem && (
                <p id={problemId} className="ui-field-error">
                  {t(problem)}
                </p>
              )}
            </div>
          );
        })}
        {status.kind === 'failed' && (
          <p role="alert" className="marketing-form-error">
            {status.message}
          </p>
        )}
        <button type="submit" className={buttonClass()} disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('sending') : text(block.submit_label) || t('submit')}
        </button>
      </form>
    </section>
  );
}
