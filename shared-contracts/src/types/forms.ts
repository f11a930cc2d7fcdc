/** §2.1 content-form field types (the custom ones of §2.1, plus the ordinary ones). */
export type FieldType =
  | 'text'
  | 'email'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'date'
  | 'link_button'
  | 'zip'
  | 'phone'
  | 'store_select'
  | 'promo_code'
  | 'favourite_item'
  | 'rich_checkbox';

/** §3 Form submission, posted to `/api/submit` with the bot-check result (§7.3). */
export interface FormSubmission {
  form: string;
  fields: Record<string, string | number | boolean | string[]>;
  replyto?: string;
  subject?: string;
  includeDate?: boolean;
}

/** `POST contact` body (§7.3), without the bot-check result. */
export interface ContactRequest {
  form: string;
  request: Record<string, string>;
}
