import { allergenActions } from './allergen-actions';
import { boxNoticeActions } from './box-notices';
import { comeBackActions } from './come-back-actions';
import { contentCardActions } from './content-card-actions';
import { languageActions } from './language-actions';
import { locationActions } from './location-actions';
import { memberActions } from './member-actions';
import { orderActions } from './order-actions';
import { reorderActions } from './reorder-actions';
import { uiActions } from './ui-actions';

/**
 * The only ways remotes change shared state, by feature (docs/architecture.md, State and the
 * event bus).
 */
export const actions = {
  ...uiActions,
  ...orderActions,
  ...memberActions,
  ...locationActions,
  ...contentCardActions,
  ...languageActions,
  ...boxNoticeActions,
  ...reorderActions,
  ...allergenActions,
  ...comeBackActions,
};
