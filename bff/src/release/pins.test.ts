import { compareVersions, environmentKey, isVersion, pinFilePath, remoteNamed } from './layout';
import {
  emptyPinFile,
  parsePinFile,
  pinStack,
  serializePinFile,
  withPin,
  withRollback,
} from './pins';
import { releaseSettings, remoteOverrideAllowed } from './settings';

const at = { at: '2026-05-01T10:00:00.000Z', by: 'alice' };

describe('pin files', () => {
  it('reads its own output back', () => {
    let file = emptyPinFile('production', 'catering');
    file = withPin(file, 'menuCart', '1.3.0', at).file;
    file = withPin(file, 'careers', '1.0.0', at).file;
    const text = serializePinFile(file);
    expect(Object.keys(JSON.parse(text).pins)).toEqual(['menuCart', 'careers']);
    expect(parsePinFile(text, 'production.catering.json')).toEqual(file);
  });

  it.each([
    ['not json', '{', 'x.json is not JSON'],
    ['no channel', '{"environment":"qa","pins":{}}', 'x.json has no valid channel'],
    [
      'unknown remote',
      '{"environment":"qa","channel":"default","pins":{"payments":{"version":"1.0.0"}}}',
      'pins an unknown remote "payments"',
    ],
    [
      'bad version',
      '{"environment":"qa","channel":"default","pins":{"careers":{"version":"../1"}}}',
      'the pin of careers has no valid version',
    ],
    [
      'bad history',
      '{"environment":"qa","channel":"default","pins":{},"history":[{"remote":"careers"}]}',
      'invalid history entry',
    ],
  ])('refuses a file with %s', (_what, content, message) => {
    expect(() => parsePinFile(content, 'x.json')).toThrow(message);
  });

  it('keeps a freeze after the canaries, and freezes and restores in the history', () => {
    let file = withPin(emptyPinFile('production', 'default'), 'careers', '1.0.0', at).file;
    const canary = {
      version: '1.1.0',
      stages: [5, 100],
      stage: 0,
      advance: 'manual' as const,
      paused: false,
      since: at.at,
      stageSince: at.at,
      by: 'alice',
    };
    file = {
      ...file,
      canaries: { careers: canary },
      frozen: { at: at.at, by: 'alice', reason: 'Black Friday' },
      history: [
        ...file.history,
        { action: 'freeze', at: at.at, by: 'alice', reason: 'Black Friday' },
        {
          remote: 'careers',
          action: 'restore',
          version: null,
          previous: '1.0.0',
          at: at.at,
          by: 'alice',
          reason: 'pin set #1 of 2026-05-01T10:00:00.000Z',
        },
      ],
    };
    const text = serializePinFile(file);
    expect(Object.keys(JSON.parse(text))).toEqual([
      'environment',
      'channel',
      'pins',
      'canaries',
      'frozen',
      'history',
    ]);
    expect(JSON.parse(text).history[1]).toEqual({
      action: 'freeze',
      at: at.at,
      by: 'alice',
      reason: 'Black Friday',
    });
    expect(parsePinFile(text, 'production.json')).toEqual(file);
  });

  it.each([
    ['a freeze without its time', { by: 'alice' }, 'frozen is not valid'],
    ['a freeze as text', 'yes', 'frozen is not valid'],
  ])('refuses %s', (_what, frozen, message) => {
    const content = JSON.stringify({ ...emptyPinFile('qa', 'default'), frozen });
    expect(() => parsePinFile(content, 'qa.json')).toThrow(message);
  });

  it.each([
    ['a freeze naming a remote', { action: 'freeze', remote: 'careers', at: '', by: 'x' }],
    ['a freeze with a version', { action: 'unfreeze', version: '1.0.0', at: '', by: 'x' }],
    ['a restore without a remote', { action: 'restore', version: '1.0.0', previous: null }],
    ['an unknown action', { action: 'thaw', remote: 'careers', version: null }],
  ])('refuses a history entry that is %s', (_what, entry) => {
    const content = JSON.stringify({ ...emptyPinFile('qa', 'default'), history: [entry] });
    expect(() => parsePinFile(content, 'qa.json')).toThrow('invalid history entry');
  });

  it('rolls back a restore to what was live before it; after a restore to no pin, to no pin', () => {
    let file = emptyPinFile('qa', 'default');
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      file = withPin(file, 'careers', version, at).file;
    }
    const restore = (version: string | null, previous: string | null) => {
      const pins = { ...file.pins };
      if (version) pins.careers = { version, since: at.at, by: at.by };
      else delete pins.careers;
      file = {
        ...file,
        pins,
        history: [
          ...file.history,
          { remote: 'careers', action: 'restore', version, previous, ...at },
        ],
      };
    };
    restore('1.0.0', '1.2.0');
    expect(pinStack(file, 'careers')).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.0.0']);
    expect(withRollback(file, 'careers', at).version).toBe('1.2.0');
    // A pin after the restore rolls back to the restored version, then to what was before it.
    const pinned = withPin(file, 'careers', '1.3.0', at).file;
    const once = withRollback(pinned, 'careers', at);
    expect(once.version).toBe('1.0.0');
    expect(withRollback(once.file, 'careers', at).version).toBe('1.2.0');
    restore(null, '1.0.0');
    expect(pinStack(file, 'careers')).toEqual([]);
    file = withPin(file, 'careers', '1.1.0', at).file;
    expect(withRollback(file, 'careers', at).version).toBeNull();
  });

  it('pinning the live version again changes nothing', () => {
    const file = withPin(emptyPinFile('qa', 'default'), 'careers', '1.0.0', at).file;
    expect(withPin(file, 'careers', '1.0.0', at)).toMatchObject({ changed: false, file });
  });

  it('rolls back a pin edited by hand (no history) to no pin', () => {
    const file = {
      ...emptyPinFile('qa', 'default'),
      pins: { careers: { version: '1.2.0', since: '', by: 'x' } },
    };
    expect(pinStack(file, 'careers')).toEqual(['1.2.0']);
    const outcome = withRollback(file, 'careers', at);
    expect(outcome.version).toBeNull();
    expect(outcome.file.pins.careers).toBeUndefined();
  });
});

describe('release layout', () => {
  it('accepts semantic versions only', () => {
    for (const ok of ['1.0.0', '10.20.30', '1.0.1-e2e.1717', '1.0.0+build.5', '1.0.0-rc.1+b']) {
      expect(isVersion(ok)).toBe(true);
    }
    for (const bad of ['1.0', '01.0.0', '1.0.0-', '../1.0.0', '1.0.0/..', 'latest', '1.0.0-a..b']) {
      expect(isVersion(bad)).toBe(false);
    }
  });

  it('orders versions by semver precedence', () => {
    const sorted = ['1.10.0', '1.2.0', '1.2.0-rc.2', '1.2.0-rc.10', '1.2.0-alpha', '0.9.9'].sort(
      compareVersions,
    );
    expect(sorted).toEqual([
      '0.9.9',
      '1.2.0-alpha',
      '1.2.0-rc.2',
      '1.2.0-rc.10',
      '1.2.0',
      '1.10.0',
    ]);
  });

  it('names pin files per environment and channel, refusing names that escape', () => {
    expect(pinFilePath('/r', 'production', 'default')).toBe('/r/pins/production.json');
    expect(pinFilePath('/r', 'production', 'catering')).toBe('/r/pins/production.catering.json');
    expect(() => pinFilePath('/r', '../etc', 'default')).toThrow('Not an environment name');
    expect(environmentKey('Staging ')).toBe('staging');
    expect(environmentKey('a/b')).toBeUndefined();
  });

  it('knows remotes by name and by package', () => {
    expect(remoteNamed('careers')).toBe('careers');
    expect(remoteNamed('mfe-menu-cart')).toBe('menuCart');
    expect(remoteNamed('@qsr/mfe-locator')).toBe('locator');
    expect(remoteNamed('host-shell')).toBeUndefined();
  });
});

describe('release settings', () => {
  it('reads RELEASE_ROOT, REMOTES_ORIGIN and ALLOW_REMOTE_OVERRIDE', () => {
    expect(releaseSettings({}, '/repo')).toEqual({
      releaseRoot: '/repo/release',
      remotesOrigin: undefined,
      allowRemoteOverride: false,
    });
    expect(
      releaseSettings(
        {
          RELEASE_ROOT: '/srv/release',
          REMOTES_ORIGIN: 'https://cdn.example.com/',
          ALLOW_REMOTE_OVERRIDE: 'true',
        },
        '/repo',
      ),
    ).toEqual({
      releaseRoot: '/srv/release',
      remotesOrigin: 'https://cdn.example.com',
      allowRemoteOverride: true,
    });
    expect(() => releaseSettings({ REMOTES_ORIGIN: 'https://cdn.example.com/x' })).toThrow(
      'REMOTES_ORIGIN must be an http(s) origin',
    );
    expect(() => releaseSettings({ ALLOW_REMOTE_OVERRIDE: 'maybe' })).toThrow(
      'ALLOW_REMOTE_OVERRIDE must be true or false',
    );
  });

  it('never allows the override in production', () => {
    const allowed = { ...releaseSettings({ ALLOW_REMOTE_OVERRIDE: '1' }), releaseRoot: '/r' };
    expect(remoteOverrideAllowed(allowed, 'staging')).toBe(true);
    expect(remoteOverrideAllowed(allowed, 'Production')).toBe(false);
    expect(remoteOverrideAllowed({ ...allowed, allowRemoteOverride: false }, 'staging')).toBe(
      false,
    );
  });
});
