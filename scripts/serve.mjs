#!/usr/bin/env node
// Serves what is built: the sandbox behind the BFF, consumer and catering ports, and the
// release console on the admin port (loopback only).
import { isEntry } from './entry.mjs';
import { startBackend } from './processes.mjs';

/** The consumer, catering and admin ports: `environment`'s, else 3000, 2001 and 3900. */
export function servePorts(environment) {
  return {
    port: environment.PORT ?? '3000',
    cateringPort: environment.CATERING_PORT ?? '2001',
    adminPort: environment.ADMIN_PORT ?? '3900',
  };
}

/** Where the sites are, printed once they answer. */
export const siteAddresses = ({ port, cateringPort, adminPort }) =>
  `\n  Consumer site: http://localhost:${port}\n  Catering site: http://localhost:${cateringPort}\n` +
  (adminPort ? `  Release console: http://127.0.0.1:${adminPort}/release\n` : '');

/** Starts the backend (`start`: startBackend's signature), then says where the sites are. */
export async function serve(environment = process.env, start = startBackend) {
  const ports = servePorts(environment);
  await start({ env: { ADMIN_PORT: ports.adminPort } });
  console.log(siteAddresses(ports));
}

// A failure is left uncaught: it ends the process, and with it the services started.
if (isEntry(import.meta.url)) serve();
