import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  BotCheckUnavailableError,
  botCheckToken,
  submitForm,
} from '@qsr/shared-contracts';
import { Button, ErrorSummary, Notice, useErrorSummary, type FieldError } from '@qsr/shared-ui';
import type { Block } from '../content/content-types';
import { NS } from '../strings';
import { ContentField } from './ContentField';
import { fieldsOf, formProblems, type FieldValue, type FormValues } from './form-fields';
import '../marketing.css';

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A form from the content service (§2.1, §3 Form submission): the fields it lists, checked
 * here, then posted to /api/submit with the bot check (§7.3). A submit with problems shows
 * them at the top, focused, each linking to its field, and each under its field, as every form
 * of the site does. 'success' shows the form's thank you; anything else is shown as one error
 * (§8), and what was typed stays.
 */
export default function ContentForm({ block }: { block: Block }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const fields = fieldsOf(block);
  const [values, setValues] = useState<FormValues>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const { tried, attempt, check } = useErrorSummary();
  const fieldId = (name: string) => `${id}-${name}`;
  const problems = formProblems(fields, values);
  const errors: FieldError[] = fields.flatMap((field) => {
    const problem = problems[field.name];
    return problem
      ? [
          {
            fieldId: fieldId(field.name),
            message: t('fieldProblem', { field: field.label, problem: t(problem) }),
          },
        ]
      : [];
  });

  const change = (name: string, value: FieldValue) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(errors)) return;
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
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        <ErrorSummary title={t('fixErrors')} errors={tried ? errors : []} attempt={attempt} />
        {fields.map((field) => {
          const problem = problems[field.name];
          return (
            <ContentField
              key={field.name}
              field={field}
              id={fieldId(field.name)}
              value={values[field.name]}
              error={tried && problem ? t(problem) : undefined}
              onChange={(value) => change(field.name, value)}
            />
          );
        })}
        {status.kind === 'failed' && <Notice tone="danger">{status.message}</Notice>}
        <Button type="submit" loading={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('sending') : text(block.submit_label) || t('submit')}
        </Button>
      </form>
    </section>
  );
}
