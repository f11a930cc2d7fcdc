/** Text of the menu (a product, an option group) in the language the answer is in. */
export type Say = (text: string) => string;
