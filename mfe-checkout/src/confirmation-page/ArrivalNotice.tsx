import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  arrivalOpensAt,
  fillText,
  formatPromised,
  receiptArrival,
  receiptTexts,
  useLanguage,
  receiptOf,
  type Order,
  type OrderStatus,
} from '@qsr/shared-contracts';
import { Button, Field } from '@qsr/shared-ui';
import { NS } from '../strings';
import { canArrive } from './arrival';
import { canSignalArrival } from './order-status';
import type { useArrival } from './use-arrival';

type Props = {
  order: Order;
  status: OrderStatus | null;
  promised: string | undefined;
  now: number;
  zone: string;
  arrival: ReturnType<typeof useArrival>;
};

/**
 * 'I'm here' from shortly before the promised time, when it opens until then, and its answer. A
 * curbside customer says where they wait: the car (as typed at checkout, to correct) and the
 * parking spot; the answer says it back as the kitchen reads it.
 */
export function ArrivalNotice({ order, status, promised, now, zone, arrival }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  // 'I'm here' and when it opens, in the words the confirmation e-mail uses.
  const texts = receiptTexts(language);
  const car = receiptOf(order).vehicle;
  const [make, setMake] = useState(car?.make ?? '');
  const [color, setColor] = useState(car?.color ?? '');
  const [spot, setSpot] = useState('');
  const { arrived, arriving, arrivalError, arrive } = arrival;
  const curbside = order.handoff === 'curbside';
  const said = status?.arrival;
  const collects = status !== null && canSignalArrival(order.handoff, status.status);
  const mayArrive = status !== null && canArrive(order.handoff, status.status, promised, now);
  const here = arrived || said !== undefined;
  const details = curbside
    ? {
        ...(spot.trim() ? { spot: spot.trim() } : {}),
        ...(make.trim() || color.trim()
          ? { vehicle: { make: make.trim(), color: color.trim() } }
          : {}),
      }
    : {};
  return (
    <>
      {collects && !here && mayArrive && (
        <form
          className="checkout-arrival"
          onSubmit={(event) => {
            event.preventDefault();
            void arrive(details);
          }}
        >
          {curbside && (
            <div className="checkout-grid">
              {(
                [
                  ['make', make, setMake, 30],
                  ['color', color, setColor, 20],
                  ['spot', spot, setSpot, 20],
                ] as const
              ).map(([label, value, onChange, maxLength]) => (
                <Field
                  key={label}
                  label={t(label)}
                  value={value}
                  onChange={onChange}
                  autoComplete="off"
                  maxLength={maxLength}
                />
              ))}
            </div>
          )}
          <Button type="submit" block disabled={arriving}>
            {texts.imHere}
          </Button>
        </form>
      )}
      {collects && !here && !mayArrive && promised && (
        <p className="ui-field-hint" data-arrival-from>
          {fillText(texts.arrivalFrom, {
            time: formatPromised(
              new Date(arrivalOpensAt(promised)).toISOString(),
              zone,
              language,
              now,
            ),
          })}
        </p>
      )}
      {here && (
        <p className="ui-ok" data-arrived>
          {said && (said.spot || said.vehicle)
            ? t('arrivedWhere', { where: receiptArrival(said, texts) })
            : t('arrived')}
        </p>
      )}
      {arrivalError && (
        <p role="alert" className="ui-field-error">
          {arrivalError}
        </p>
      )}
    </>
  );
}
