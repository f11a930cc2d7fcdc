import { useTranslation } from 'react-i18next';
import { maskPhone, maskZip, stripCountryCode } from '@qsr/shared-contracts';
import { linkHref } from '../content/content-types';
import { RichText, SmartLink } from '../rich-text/RichText';
import { NS } from '../strings';
import type { FieldValue, FormField } from './form-fields';
import { FavouriteField, StoreField } from './LocatorFields';
import { buttonClass } from '@qsr/shared-ui';

interface Props {
  field: FormField;
  id: string;
  value: FieldValue | undefined;
  problemId: string | undefined;
  onChange: (value: FieldValue) => void;
}

/** The input of one content form field, by its type (§2.1 custom types, §2.12 masks). */
export function FieldInput({ field, id, value, problemId, onChange }: Props) {
  const { t } = useTranslation(NS);
  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': problemId ? true : undefined,
    'aria-describedby': problemId,
    placeholder: field.placeholder || undefined,
  } as const;

  switch (field.type) {
    case 'textarea':
      return (
        <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />
      );
    case 'select':
      return (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('choose')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    // §2.12 masks that show only what was typed: never a template of blanks and dashes.
    case 'zip':
      return (
        <input
          {...common}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          value={text}
          onChange={(e) => onChange(maskZip(e.target.value))}
        />
      );
    case 'phone':
      return (
        <input
          {...common}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={text}
          onChange={(e) => onChange(maskPhone(stripCountryCode(e.target.value)))}
        />
      );
    case 'promo_code':
      return (
        <input
          {...common}
          type="text"
          autoCapitalize="characters"
          maxLength={40}
          value={text}
          // §5: promo codes are sent upper-cased.
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
      );
    case 'store_select':
    case 'favourite_item': {
      const Field = field.type === 'store_select' ? StoreField : FavouriteField;
      return (
        <Field
          inputId={id}
          name={field.name}
          value={Array.isArray(value) ? value : []}
          invalid={Boolean(problemId)}
          describedBy={problemId}
          onChange={onChange}
        />
      );
    }
    case 'link_button':
      return (
        <SmartLink href={linkHref(field.link) || '/'}>
          <span className={buttonClass({ variant: 'secondary' })}>{field.label}</span>
        </SmartLink>
      );
    case 'checkbox':
    case 'rich_checkbox':
      return (
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    default:
      return (
        <input
          {...common}
          type={field.type === 'email' || field.type === 'date' ? field.type : 'text'}
          autoComplete={field.type === 'email' ? 'email' : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** A field's label: the rich-text label of a rich checkbox, else the plain one. */
export function FieldLabel({ field }: { field: FormField }) {
  const { t } = useTranslation(NS);
  const marker = field.required ? <span aria-hidden="true"> *</span> : null;
  if (field.type === 'rich_checkbox' && field.rich_label) {
    return (
      <>
        <RichText doc={field.rich_label} className="marketing-rich-label" />
        {field.required && <span className="ui-visually-hidden">{t('requiredField')}</span>}
      </>
    );
  }
  return (
    <>
      {field.label}
      {marker}
    </>
  );
}
