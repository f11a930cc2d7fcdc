/* The repository's deployment files as the tests of deploy-files and deploy/k8s read them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';

/** A file of the repository, by its path from the root. */
export const readRepoFile = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/**
 * The deployable packages, from the one list of packages (packages.json): the host, the
 * remotes and the servers; libraries ship inside them and the end-to-end tests are not deployed.
 */
const packageList = JSON.parse(readRepoFile('packages.json')) as {
  host: string;
  remotes: Record<string, string>;
  servers: string[];
};
export const deployablePackages = [
  packageList.host,
  ...Object.values(packageList.remotes),
  ...packageList.servers,
];

/** The remotes: one image each, all built from one Dockerfile. */
export const REMOTE_DOCKERFILE = 'deploy/remote.Dockerfile';

/** The Dockerfile a deployable package's image is built from. */
export const dockerfileOf = (pkg: string) =>
  pkg.startsWith('mfe-') ? REMOTE_DOCKERFILE : `${pkg}/Dockerfile`;

/**
 * `ENV A=1 B=2 \` lines of a Dockerfile's last stage, with `${ARG}` replaced by the build
 * arguments given (an argument not given stays as it is written).
 */
export function dockerfileEnv(
  text: string,
  args: Record<string, string> = {},
): Record<string, string> {
  const last = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  const joined = last.replace(/\\\n\s*/g, ' ');
  for (const line of joined.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const [key = '', value = ''] = pair.split('=');
      env[key] = value.replace(/\$\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole);
    }
  }
  return env;
}
