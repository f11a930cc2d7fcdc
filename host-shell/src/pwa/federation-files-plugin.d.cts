import type { Compiler } from 'webpack';

/** The `<meta name>` that lists the federation runtime's files. */
export const FEDERATION_FILES_META: string;
/** Names the federation runtime's files in the head of the build's pages. */
export class FederationFilesPlugin {
  apply(compiler: Compiler): void;
}
