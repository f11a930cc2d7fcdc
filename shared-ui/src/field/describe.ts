import { useId } from 'react';

/** The ids that tie a control to its hint and its error, for any labelled control. */
export function useFieldIds(hint: unknown, error: unknown, id?: string) {
  const generated = useId();
  const own = id ?? generated;
  const describedBy = [hint && `${own}-hint`, error && `${own}-error`].filter(Boolean).join(' ');
  return {
    id: own,
    hintId: `${own}-hint`,
    errorId: `${own}-error`,
    describedBy: describedBy || undefined,
  };
}
