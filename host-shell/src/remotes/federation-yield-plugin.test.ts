import federationYieldPlugin from './federation-yield-plugin';

type Stage = (args: object) => Promise<unknown>;
const plugin = federationYieldPlugin() as unknown as Record<string, Stage>;
const stage = (name: string): Stage => {
  const hook = plugin[name];
  if (!hook) throw new Error(`no ${name} hook`);
  return hook;
};

/** The stages whose hooks pass their arguments on (waterfalls) and those that only wait. */
const WATERFALLS = [
  'beforeLoadShare',
  'loadRemoteSnapshot',
  'afterResolve',
  'beforeInitContainer',
  'initContainer',
];
const WAITS = ['afterLoadManifest', 'afterLoadEntry', 'beforeGetExpose', 'beforeExecuteFactory'];

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Every queued microtask runs first: only a task boundary keeps the promise pending.
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return done;
};

describe("Module Federation's work in tasks of their own", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(WATERFALLS)('%s goes on after a task boundary, its arguments unchanged', async (name) => {
    const args = { id: 'menuCart/MenuPage' };
    const next = stage(name)(args);
    expect(await settled(next)).toBe(false);
    jest.runOnlyPendingTimers();
    await expect(next).resolves.toBe(args);
  });

  it.each(WAITS)('%s goes on after a task boundary, changing nothing', async (name) => {
    const next = stage(name)({ id: 'menuCart/MenuPage' });
    expect(await settled(next)).toBe(false);
    jest.runOnlyPendingTimers();
    await expect(next).resolves.toBeUndefined();
  });

  it('hooks no other stage', () => {
    expect(Object.keys(plugin).sort()).toEqual(['name', ...WATERFALLS, ...WAITS].sort());
  });
});
