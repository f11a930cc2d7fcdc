// The repository's packages by role, from the one list (packages.json at the root).
const site = require('../packages.json');

/** Module Federation name of each remote → its workspace folder. */
const REMOTE_PACKAGES = Object.freeze({ ...site.remotes });

/** The packages webpack builds: the host and the six remotes. */
const FRONTENDS = Object.freeze([site.host, ...Object.values(site.remotes)]);

/** The packages with unit tests of their own: all but the end-to-end suite. */
const UNIT_TESTED = Object.freeze([...site.libraries, ...FRONTENDS, ...site.servers]);

/** Every workspace, in the order package.json lists them. */
const WORKSPACES = Object.freeze([...UNIT_TESTED, site.endToEnd]);

/** The packages every other package may import (by their `@qsr/` name, never by path). */
const LIBRARIES = Object.freeze([...site.libraries]);

module.exports = { FRONTENDS, LIBRARIES, REMOTE_PACKAGES, UNIT_TESTED, WORKSPACES };
