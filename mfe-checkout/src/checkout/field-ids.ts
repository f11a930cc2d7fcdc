/**
 * The ids of checkout's fields, fixed so that the error summary at the top of the form can link
 * to each field it names.
 */
export const checkoutFieldId = (key: string) => `checkout-field-${key}`;
