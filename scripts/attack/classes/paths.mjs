// Paths (paths-probes.mjs) against the host build this run serves.
import path from 'node:path';
import { root } from '../../processes.mjs';
import { hostBuild, pathsClass } from './paths-probes.mjs';

export default pathsClass(hostBuild(path.join(root, 'host-shell', 'dist')));
