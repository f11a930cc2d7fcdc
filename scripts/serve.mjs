#!/usr/bin/env node
// Serves what is built: the sandbox behind the BFF, consumer and catering ports, and the
// release console on the admin port (loopback only).
import { startBackend } from './processes.mjs';

const port = process.env.PORT ?? '3000';
const cateringPort = process.env.CATERING_PORT ?? '2001';
const adminPort = process.env.ADMIN_PORT ?? '3900';
await startBackend({ env: { ADMIN_PORT: adminPort } });
console.log(
  `\n  Consumer site: http://localhost:${port}\n  Catering site: http://localhost:${cateringPort}\n` +
    `  Release console: http://127.0.0.1:${adminPort}/release\n`,
);
