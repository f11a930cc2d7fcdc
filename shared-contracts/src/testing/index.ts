// `@qsr/shared-contracts/testing`: what every package's tests build on (never in a build).
export { type FetchAnswer, type FetchCall, mockFetch } from './fetch-mock';
export { aLine, aLocation, aMember, aMenu, aNoticeItem, anOrder, createdNow } from './fixtures';
export { aSaucesOption, aSideOption } from './option-fixtures';
export { aGroupReceiptOrder, aReceiptOrder } from './receipt-order';
export { aSuggestion } from './address-fixtures';
export { routes } from './routes';
export { signedInHooks, TEST_TOKENS } from './signed-in';
export { spanishGaps } from './spanish-strings';
export { BREAKFAST_MENU, BREAKFAST_TIMES } from './daypart-fixtures';
export { renderedPart } from './rendered-part';
export { followTotalsOf } from './follow-totals';
