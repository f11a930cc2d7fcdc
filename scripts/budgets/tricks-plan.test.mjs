import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { FRONTENDS, REMOTE_PACKAGES } from '../../tooling/packages.cjs';
import { TRICKS } from '../../tooling/tricks.cjs';
import { root } from '../processes.mjs';
import {
  BLOCKING_PAGES,
  blockingPagesOf,
  linkOtherBuilds,
  measureBlocking,
  measureTricks,
  tricksToMeasure,
  variantFigures,
  variantPackages,
} from './tricks-plan.mjs';

afterEach(() => jest.restoreAllMocks());

const HOST = FRONTENDS[0];

describe('the tricks the bench measures', () => {
  it('measures every trick, or those --only names', () => {
    expect(tricksToMeasure(['node', 'tricks-bench.mjs'])).toEqual(Object.keys(TRICKS));
    expect(
      tricksToMeasure(['node', 'tricks-bench.mjs', '--only', 'one-runtime,shared-subsets']),
    ).toEqual(['one-runtime', 'shared-subsets']);
  });

  it('refuses a trick it does not know', () => {
    expect(() => tricksToMeasure(['node', 'tricks-bench.mjs', '--only', 'magic'])).toThrow(
      'no such trick: magic',
    );
  });
});

describe('a build without one trick', () => {
  it('rebuilds the host alone, or the host and every remote, as the trick changes', () => {
    expect(variantPackages('shared-subsets')).toEqual([HOST]);
    expect(variantPackages('one-runtime')).toEqual(FRONTENDS);
  });

  it("links every other package's own dist folder into the variant's folder", () => {
    const buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'variant-'));
    linkOtherBuilds(buildRoot, [HOST]);
    expect(fs.readdirSync(buildRoot).sort()).toEqual(FRONTENDS.filter((p) => p !== HOST).sort());
    const linked = path.join(buildRoot, REMOTE_PACKAGES.careers, 'dist');
    expect(fs.readlinkSync(linked)).toBe(path.join(root, REMOTE_PACKAGES.careers, 'dist'));
    fs.rmSync(buildRoot, { recursive: true, force: true });
  });
});

describe("a variant's figures", () => {
  it('takes the home page and route bytes, and counts libraries twice on either page once', () => {
    const rows = [
      { path: '/', bytes: 150_000, twice: ['react', 'swr'] },
      { path: '/menu', bytes: 25_000, twice: ['react'] },
      { path: '/menu', kind: 'api', bytes: 9000, twice: ['ignored'] },
    ];
    expect(variantFigures(rows)).toEqual({ home: 150_000, route: 25_000, twice: 2 });
  });
});

describe('measuring the tricks', () => {
  it('measures the site as built, then each variant in a folder of its own, removed after', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const folders = [];
    const rows = await measureTricks(['one-runtime'], {
      buildVariant: (trick, buildRoot) => {
        expect(fs.existsSync(buildRoot)).toBe(true);
        folders.push([trick, buildRoot]);
      },
      figuresOf: async (buildRoot) =>
        buildRoot === root
          ? { home: 1024, route: 2048, twice: 0 }
          : { home: 1024, route: 4096, twice: 1 },
    });
    expect(folders).toHaveLength(1);
    expect(folders[0][1]).toContain('qsr-without-one-runtime-');
    expect(fs.existsSync(folders[0][1])).toBe(false);
    expect(rows.map((row) => row.difference)).toEqual([0, 2, 1]);
    expect(console.log).toHaveBeenCalledWith(
      `\n--- without one-runtime: ${TRICKS['one-runtime'].what}`,
    );
  });

  it('removes the folder of a variant whose build failed, and fails', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    let folder;
    const measuring = measureTricks(['shared-subsets'], {
      buildVariant: (_, buildRoot) => {
        folder = buildRoot;
        throw new Error('the build without shared-subsets failed');
      },
      figuresOf: async () => ({ home: 1, route: 1, twice: 0 }),
    });
    await expect(measuring).rejects.toThrow('the build without shared-subsets failed');
    expect(fs.existsSync(folder)).toBe(false);
  });
});

describe('a trick that saves main-thread blocking', () => {
  it('measures it with and without in turns, each page its medians', async () => {
    const order = [];
    const figures = { with: [90, 110, 100], without: [300, 150, 200] };
    const blocking = await measureBlocking({
      sites: ['with', 'without'],
      pages: [BLOCKING_PAGES[0]],
      runs: 3,
      measure: async (site) => {
        order.push(site);
        const tbt = figures[site].shift();
        return { tbt, cpuBlocking: tbt / 2 };
      },
    });
    expect(order).toEqual(['with', 'without', 'with', 'without', 'with', 'without']);
    expect(blocking).toEqual({
      'consumer /order/checkout': {
        runs: 3,
        with: { tbt: 100, cpuBlocking: 50 },
        without: { tbt: 200, cpuBlocking: 100 },
      },
    });
  });

  it('is measured only for a trick that says so, against its variant', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const measured = [];
    const blockingOf = async (buildRoot, pages) => {
      measured.push([buildRoot, pages]);
      return {
        'consumer /locations': {
          runs: 1,
          with: { tbt: 1, cpuBlocking: 1 },
          without: { tbt: 9, cpuBlocking: 5 },
        },
      };
    };
    const figuresOf = async () => ({ home: 1024, route: 1024, twice: 0 });
    const buildVariant = () => {};
    const rows = await measureTricks(['one-runtime', 'intl-data-worker'], {
      buildVariant,
      figuresOf,
      blockingOf,
    });
    expect(TRICKS['intl-data-worker'].blocking).toBe(true);
    expect(measured).toHaveLength(1);
    expect(measured[0][1]).toBe(BLOCKING_PAGES);
    expect(measured[0][0]).toContain('qsr-without-intl-data-worker-');
    expect(
      rows
        .filter((row) => row.trick === 'intl-data-worker')
        .map((row) => [row.measure, row.difference])
        .slice(3),
    ).toEqual([
      ['consumer /locations TBT ms (median of 1)', 8],
      ['consumer /locations blocking by CPU ms (median of 1)', 4],
    ]);
  });

  it('is measured on the pages a trick names, else on the pages of every such trick', () => {
    expect(blockingPagesOf('compile-hints')).toEqual([
      { channel: 'consumer', path: '/' },
      { channel: 'consumer', path: '/menu' },
      { channel: 'consumer', path: '/order/checkout' },
    ]);
    expect(blockingPagesOf('intl-data-worker')).toBe(BLOCKING_PAGES);
  });
});
