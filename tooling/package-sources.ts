import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** A package's TypeScript sources: `src/`, or for the end-to-end suite its folders and root files. */
export function sourcesOf(folder: string): string[] {
  const dir = path.join(root, folder, folder === 'e2e' ? '' : 'src');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.tsx?$/.test(entry) && !entry.split(path.sep).includes('node_modules'))
    .map((entry) => path.join(dir, entry));
}
