/** The REST keys of the two workspaces (§7.4) in the sandbox. */
export const BRAZE_KEYS = {
  'sandbox-catering-key': 'catering',
  'sandbox-mealtime-key': 'mealtime',
} as const;
export type Workspace = (typeof BRAZE_KEYS)[keyof typeof BRAZE_KEYS];
