// Whether a script module is the program node was started with, not one imported by another
// script or a test: its work then runs, and a failure of it ends the process as uncaught.
import { fileURLToPath } from 'node:url';

export const isEntry = (moduleUrl) => process.argv[1] === fileURLToPath(moduleUrl);
