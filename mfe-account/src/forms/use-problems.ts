import { useTranslation } from 'react-i18next';
import { useErrorSummary, type FieldError } from '@qsr/shared-ui';
import { NS } from '../strings';

/** A form's problems: the field's key (`email`, `password` …) → the string key that explains it. */
export type Problems = Partial<Record<string, string>>;

/** The id of an account form's field, fixed so the error summary can link to it. */
export const accountFieldId = (key: string) => `account-field-${key}`;

/**
 * The problems of an account form, the way checkout shows its own: none until a submit is tried,
 * then each next to its field and all in the summary at the top, which a failed submit focuses.
 * `problems` are worked out from what is typed on each render, so a fixed field clears at once.
 */
export function useProblems(problems: Problems) {
  const { t } = useTranslation(NS);
  const { tried, attempt, check } = useErrorSummary();
  const list: FieldError[] = Object.entries(problems).flatMap(([key, problem]) =>
    problem ? [{ fieldId: accountFieldId(key), message: t(problem) }] : [],
  );
  return {
    /** The props of the form's ErrorSummary. */
    summary: { title: t('fixErrors'), errors: tried ? list : [], attempt },
    /** A field's own error once a submit was tried, for its `error`. */
    error: (key: string): string | undefined => {
      const problem = problems[key];
      return tried && problem ? t(problem) : undefined;
    },
    /** On submit: whether the form may be sent. */
    check: () => check(list),
  };
}
