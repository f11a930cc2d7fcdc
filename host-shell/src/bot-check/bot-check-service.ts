import { registerBotCheck, type SiteConfig } from '@qsr/shared-contracts';
import { createBotCheckService } from './bot-check-widget';

let initialise: () => Promise<void> = async () => undefined;

/**
 * Registers the bot-check service of the site configuration (§7.5) for every team's calls. The
 * widget loads on first use in the default layout, so the home page does not pay for it.
 */
export function startBotCheck(site: SiteConfig): void {
  if (!site.botCheck) return;
  const service = createBotCheckService(site.botCheck);
  registerBotCheck(service.provider);
  initialise = service.initialise;
}

/** §2.2: the minimal layout initialises the bot-check service as it opens. */
export function initialiseBotCheck(): Promise<void> {
  return initialise();
}
