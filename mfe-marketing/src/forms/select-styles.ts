import type { StylesConfig } from 'react-select';

/** An option of the content forms' selects. */
export interface SelectOption {
  value: string;
  label: string;
}

/** react-select in the site's look: 44 px targets, the site's focus colour. */
export function selectStyles<Multi extends boolean>(): StylesConfig<SelectOption, Multi> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 44,
      borderColor: state.isFocused ? 'var(--focus, #1f5fbf)' : 'var(--ink-soft, #5c4a3d)',
      boxShadow: state.isFocused ? '0 0 0 2px var(--focus, #1f5fbf)' : 'none',
    }),
    placeholder: (base) => ({ ...base, color: 'var(--ink-soft, #5c4a3d)' }),
    menu: (base) => ({ ...base, zIndex: 20 }),
  };
}
