#!/usr/bin/env node
// Serves what is built: the sandbox behind the BFF, consumer and catering ports.
import { startBackend } from './processes.mjs';

const port = process.env.PORT ?? '3000';
const cateringPort = process.env.CATERING_PORT ?? '2001';
await startBackend();
console.log(
  `\n  Consumer site: http://localhost:${port}\n  Catering site: http://localhost:${cateringPort}\n`,
);
