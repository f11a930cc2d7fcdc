import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings';
import { cardClass, SkeletonList } from '@qsr/shared-ui';
import { LoadFailed } from './LoadFailed';
import { NextStep, type NextStepProps } from './NextStep';

/** A member read's loading, error (with retry), empty and loaded states. */
export function ReadState<T>({
  read,
  empty,
  children,
}: {
  read: { data?: T[]; error?: unknown; mutate: () => unknown };
  /** What an empty list says; its next step is ordering, which is what fills every member list. */
  empty: Pick<NextStepProps, 'title' | 'text'>;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  if (read.error && !read.data) return <LoadFailed retry={read.mutate} />;
  if (!read.data)
    return (
      <SkeletonList label={t('loading')} rows={2} rowClassName={cardClass({ tone: 'flat' })} />
    );
  if (read.data.length === 0) return <NextStep {...empty} action={t('startOrder')} to="/order" />;
  return <>{children(read.data)}</>;
}
