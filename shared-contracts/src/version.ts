/**
 * The contract version. Its major is what a remote declares it was built against
 * (docs/architecture.md, Rules between packages: rule 4).
 */
export const CONTRACT_VERSION = '1.0.0';
export const CONTRACT_MAJOR = Number(CONTRACT_VERSION.split('.')[0]);
