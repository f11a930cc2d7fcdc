import { useTranslation } from 'react-i18next';
import { maskPhone, maskZip, stripCountryCode } from '@qsr/shared-contracts';
import { buttonClass, Checkbox, Field, FieldFrame, Select, useFieldIds } from '@qsr/shared-ui';
import { linkHref } from '../content/content-types';
import { RichLabel, SmartLink } from '../rich-text/RichText';
import { NS } from '../strings';
import type { FieldValue, FormField } from './form-fields';
import { FavouriteField, StoreField } from './LocatorFields';

interface Props {
  field: FormField;
  /** The control's id: the error summary links to it. */
  id: string;
  value: FieldValue | undefined;
  /** The field's problem in words, shown under it once a submit was tried. */
  error: string | undefined;
  onChange: (value: FieldValue) => void;
}

/**
 * One content form field, drawn with shared-ui by its type (§2.1 custom types, §2.12 masks):
 * the same label, hint and error as every other form of the site.
 */
export function ContentField({ field, id, value, error, onChange }: Props) {
  const { t } = useTranslation(NS);
  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    name: field.name,
    label: field.label,
    required: field.required,
    requiredMark: field.required,
    error,
    value: text,
  } as const;
  const placeholder = field.placeholder || undefined;

  switch (field.type) {
    case 'textarea':
      return <TextArea {...common} placeholder={placeholder} onChange={onChange} />;
    case 'select':
      return (
        <Select
          {...common}
          placeholder={field.placeholder || t('choose')}
          options={field.options.map((option) => ({ value: option, label: option }))}
          onChange={onChange}
        />
      );
    // §2.12 masks that show only what was typed: never a template of blanks and dashes.
    case 'zip':
      return (
        <Field
          {...common}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="postal-code"
          onChange={(typed) => onChange(maskZip(typed))}
        />
      );
    case 'phone':
      return (
        <Field
          {...common}
          placeholder={placeholder}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          onChange={(typed) => onChange(maskPhone(stripCountryCode(typed)))}
        />
      );
    case 'promo_code':
      return (
        <Field
          {...common}
          placeholder={placeholder}
          autoCapitalize="characters"
          maxLength={40}
          // §5: promo codes are sent upper-cased.
          onChange={(typed) => onChange(typed.toUpperCase())}
        />
      );
    case 'store_select':
    case 'favourite_item':
      return (
        <LocatorChoice
          field={field}
          id={id}
          value={Array.isArray(value) ? value : []}
          error={error}
          onChange={onChange}
        />
      );
    case 'link_button':
      return (
        <div className="ui-field">
          <SmartLink href={linkHref(field.link) || '/'}>
            <span className={buttonClass({ variant: 'secondary' })}>{field.label}</span>
          </SmartLink>
        </div>
      );
    case 'checkbox':
    case 'rich_checkbox':
      return (
        <Checkbox
          id={id}
          className="marketing-consent"
          label={<CheckboxLabel field={field} />}
          checked={value === true}
          required={field.required}
          error={error}
          onChange={onChange}
        />
      );
    default:
      return (
        <Field
          {...common}
          placeholder={placeholder}
          type={field.type === 'email' || field.type === 'date' ? field.type : 'text'}
          autoComplete={field.type === 'email' ? 'email' : undefined}
          onChange={onChange}
        />
      );
  }
}

/** A multi-line answer, in the frame of a Field. */
function TextArea({
  id,
  name,
  label,
  required,
  requiredMark,
  error,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  required: boolean;
  requiredMark: boolean;
  error: string | undefined;
  value: string;
  placeholder: string | undefined;
  onChange: (value: string) => void;
}) {
  const ids = useFieldIds(undefined, error, id);
  return (
    <FieldFrame label={label} error={error} requiredMark={requiredMark} ids={ids}>
      <textarea
        id={ids.id}
        name={name}
        className="ui-input"
        rows={4}
        required={required}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/** The locator's store or favourites multiselect (§2.12), in the frame of a Field. */
function LocatorChoice({
  field,
  id,
  value,
  error,
  onChange,
}: {
  field: FormField;
  id: string;
  value: string[];
  error: string | undefined;
  onChange: (value: string[]) => void;
}) {
  const ids = useFieldIds(undefined, error, id);
  const Choice = field.type === 'store_select' ? StoreField : FavouriteField;
  return (
    <FieldFrame label={field.label} error={error} requiredMark={field.required} ids={ids}>
      <Choice
        inputId={ids.id}
        name={field.name}
        label={field.label}
        value={value}
        invalid={Boolean(error)}
        describedBy={ids.describedBy}
        onChange={onChange}
      />
    </FieldFrame>
  );
}

/** A checkbox's label: the rich-text label of a rich checkbox, else the plain one. */
function CheckboxLabel({ field }: { field: FormField }) {
  const content =
    field.type === 'rich_checkbox' && field.rich_label ? (
      <RichLabel doc={field.rich_label} />
    ) : (
      field.label
    );
  return (
    <span>
      {content}
      {/* The box itself is `required`: a screen reader says so; the mark is for the eye. */}
      {field.required && (
        <span className="ui-field-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </span>
  );
}
