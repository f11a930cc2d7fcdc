/**
 * The id of the template in which a page with the server's first screen keeps the preloads of
 * the startup scripts until it has painted (tooling/preload/startup-preload-plugin.cjs).
 */
export const STARTUP_PRELOADS_ID = 'startup-preloads';

/**
 * Asks for every startup script at once: the site evaluates them one task after the other
 * (src/index.ts), and without the preloads the later ones would be asked for only then.
 */
export function preloadStartupScripts(doc: Document = document): void {
  const template = doc.getElementById(STARTUP_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content);
}
