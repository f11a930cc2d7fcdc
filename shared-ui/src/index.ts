// The design system's primitives. Its look is styles.css, which the host links once for every
// remote; the primitives only name its classes.
export {
  Button,
  buttonClass,
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
} from './button/Button';
export { IconButton } from './icon-button/IconButton';
export { Field, type FieldProps } from './field/Field';
export { FieldFrame } from './field/FieldParts';
export { applyMask, type Mask } from './field/masks';
export { useFieldIds } from './field/describe';
export { AddressCombobox } from './combobox/AddressCombobox';
export { Select, type SelectOption } from './select/Select';
export {
  Checkbox,
  CheckboxGroup,
  ChoiceFieldset,
  RadioGroup,
  type Choice,
  type ChoiceLook,
} from './choice/ChoiceGroup';
export { Dialog, Drawer } from './dialog/Dialog';
export { followFocus } from './dialog/use-modal-dialog';
export { Card, cardClass, type CardTone } from './card/Card';
export { Price } from './price/Price';
export { QuantityStepper } from './stepper/QuantityStepper';
export { EmptyState } from './empty-state/EmptyState';
export { Skeleton, SkeletonRegion } from './skeleton/Skeleton';
export {
  SkeletonCardStrip,
  SkeletonChoices,
  SkeletonForm,
  SkeletonList,
} from './skeleton/SkeletonPatterns';
export { Notice, type NoticeTone } from './notice/Notice';
export { RetryNotice } from './notice/RetryNotice';
export { ErrorSummary, type FieldError } from './error-summary/ErrorSummary';
export { useErrorSummary } from './error-summary/use-error-summary';
export { Receipt } from './receipt/Receipt';
export { BoxNotices, OfferNotes } from './box-notices/BoxNotices';
