/** Debian's Chromium where installed; Playwright's own browser otherwise. */
export const CHROMIUM_PATH: string | undefined;
/** The arguments of a Playwright launch. */
export const CHROMIUM_ARGS: readonly string[];
/** The features that open the omnibox popup's WebUI in every window. */
export const OMNIBOX_POPUP: readonly string[];
/** The `chromeFlags` of a chrome-launcher launch, given chrome-launcher's `defaultFlags()`. */
export function chromeLauncherFlags(defaultFlags: readonly string[]): string[];
/** The features a launcher disabled that the last `--disable-features` turns back on. */
export function featuresTurnedBackOn(commandLine: readonly string[]): string[];
