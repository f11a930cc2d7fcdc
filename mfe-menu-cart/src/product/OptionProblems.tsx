import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionProblem } from './product-options';
import { NS } from '../strings';
import { optionProblemText } from './option-rule';

/** The choices still to make, each linked to its group; it takes the focus on a failed add. */
export function OptionProblems({
  problems,
  summaryRef,
}: {
  problems: readonly OptionProblem[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation(NS);
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="menuCart-form-problems">
      <p>{t('fixOptions')}</p>
      <ul>
        {problems.map(({ option, kind }) => (
          <li key={option.id}>
            <a href={`#option-${option.id}`}>{optionProblemText(option, kind, t)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
