import fs from 'node:fs';
import type { MapMarker } from '../map-view';
import { drawGeography, toGeography } from './geography';
import { stateName } from './state-names';
import { clusterIndex, mapPoints, CLUSTER_RADIUS } from './clusters';
import { COUNTY_ZOOM, MIN_SPAN, fitView } from './view';

const W = 640;
const H = 420;
const M = 32;

/** The sandbox's 18 seeded restaurants (sandbox/src/fixtures/locations.ts), in five states. */
const SEEDED: ReadonlyArray<readonly [number, string, number, number]> = [
  [101, 'Raleigh', 35.8381, -78.6766],
  [102, 'Raleigh', 35.8266, -78.5919],
  [103, 'Durham', 35.971, -78.9365],
  [104, 'Charlotte', 35.1804, -80.8767],
  [105, 'Charlotte', 35.2445, -80.8972],
  [106, 'Greensboro', 36.1157, -79.8369],
  [107, 'Wilmington', 34.2113, -77.8866],
  [108, 'Columbia', 34.0776, -80.9525],
  [109, 'Greenville', 34.829, -82.3012],
  [110, 'North Charleston', 32.9317, -80.0408],
  [111, 'Rock Hill', 34.9563, -81.0443],
  [112, 'Richmond', 37.5838, -77.4995],
  [113, 'Roanoke', 37.3082, -79.9528],
  [114, 'Virginia Beach', 36.848, -76.027],
  [115, 'Atlanta', 33.7727, -84.3653],
  [116, 'Augusta', 33.5186, -82.079],
  [117, 'Nashville', 36.1519, -86.8436],
  [118, 'Murfreesboro', 35.8415, -86.4233],
];
const seeded: MapMarker[] = SEEDED.map(([id, label, lat, lng]) => ({ id, label, lat, lng }));

describe('the offline map view', () => {
  it('fits the restaurants inside the map with its margin', () => {
    const { projection } = fitView(seeded, W, H, M);
    for (const marker of seeded) {
      const [x, y] = projection([marker.lng, marker.lat]) as [number, number];
      expect(x).toBeGreaterThanOrEqual(M - 0.5);
      expect(x).toBeLessThanOrEqual(W - M + 0.5);
      expect(y).toBeGreaterThanOrEqual(M - 0.5);
      expect(y).toBeLessThanOrEqual(H - M + 0.5);
    }
  });

  it('keeps north up and west left', () => {
    const { projection } = fitView(seeded, W, H, M);
    const [westX] = projection([-84, 35]) as [number, number];
    const [eastX] = projection([-78, 35]) as [number, number];
    const [, northY] = projection([-80, 37]) as [number, number];
    const [, southY] = projection([-80, 33]) as [number, number];
    expect(westX).toBeLessThan(eastX);
    expect(northY).toBeLessThan(southY);
  });

  it('shows a town around a single restaurant, not a street, and draws its counties', () => {
    const one = [{ id: 1, label: 'Raleigh', lat: 35.78, lng: -78.64 }];
    const { projection, zoom } = fitView(one, W, H, M);
    const [x0] = projection([-78.64 - MIN_SPAN / 2, 35.78]) as [number, number];
    const [x1] = projection([-78.64 + MIN_SPAN / 2, 35.78]) as [number, number];
    expect(x1 - x0).toBeLessThanOrEqual(W - 2 * M + 0.5);
    expect(zoom).toBeGreaterThanOrEqual(COUNTY_ZOOM);
    expect(zoom).toBeLessThan(14);
  });

  it('draws the states only for the whole chain (five states)', () => {
    expect(fitView(seeded, W, H, M).zoom).toBeLessThan(COUNTY_ZOOM);
  });
});

describe('the pins and their clusters', () => {
  it('shows every seeded restaurant once, as a pin or in a cluster, numbered as in the list', () => {
    const view = fitView(seeded, W, H, M);
    const points = mapPoints(clusterIndex(seeded), seeded, view.zoom, view.projection);
    const shown = points.flatMap((p) => (p.kind === 'pin' ? [p] : p.members));
    expect(shown.map((m) => m.marker.id).sort()).toEqual(seeded.map((m) => m.id).sort());
    // In a cluster too, a restaurant's number is its place in the list.
    for (const { marker, number } of shown) expect(seeded[number - 1]).toBe(marker);
    for (const point of points)
      if (point.kind === 'cluster') expect(point.count).toBe(point.members.length);
  });

  it('never draws two pins closer than the cluster radius', () => {
    const view = fitView(seeded, W, H, M);
    const points = mapPoints(clusterIndex(seeded), seeded, view.zoom, view.projection);
    for (const a of points)
      for (const b of points)
        if (a !== b)
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(CLUSTER_RADIUS * 0.9);
  });

  it('clusters many nearby restaurants into one that counts them, and opens it when zoomed to them', () => {
    const nearby: MapMarker[] = Array.from({ length: 40 }, (_, i) => ({
      id: `n${i}`,
      label: `Downtown ${i}`,
      lat: 35.78 + (i % 7) * 0.002,
      lng: -78.64 + Math.floor(i / 7) * 0.002,
    }));
    const all = [...seeded, ...nearby];
    const index = clusterIndex(all);
    const chain = fitView(all, W, H, M);
    const clusters = mapPoints(index, all, chain.zoom, chain.projection).filter(
      (p) => p.kind === 'cluster',
    );
    const downtown = clusters.find((c) => c.kind === 'cluster' && c.count >= 40);
    expect(downtown).toBeDefined();
    // Activating it fits the view to its members: they come apart into smaller groups and pins.
    const members = downtown?.kind === 'cluster' ? downtown.members.map((m) => m.marker) : [];
    const closer = fitView(members, W, H, M);
    expect(closer.zoom).toBeGreaterThan(chain.zoom + 3);
    const inside = mapPoints(index, all, closer.zoom, closer.projection).filter(
      (p) => p.x >= 0 && p.x <= W && p.y >= 0 && p.y <= H,
    );
    expect(inside.length).toBeGreaterThan(1);
  });
});

describe('the geography as drawn', () => {
  // The real us-atlas files the build serves.
  const atlasFile = (name: string) =>
    JSON.parse(fs.readFileSync(require.resolve(`us-atlas/${name}`), 'utf8')) as Parameters<
      typeof toGeography
    >[0];
  const states = toGeography(atlasFile('states-10m.json'));
  const counties = toGeography(atlasFile('counties-10m.json'));
  /** Every coordinate of a path's `d`. */
  const numbers = (d: string) => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);

  it('writes only what is inside the map, to a tenth of a pixel', () => {
    const paths = drawGeography(states, fitView(seeded, W, H, M).projection, false);
    for (const d of [paths.land, paths.states]) {
      expect(d.length).toBeGreaterThan(100);
      for (const n of numbers(d)) {
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(W);
      }
      expect(d).not.toMatch(/\.\d\d/);
    }
    expect(paths.counties).toBe('');
  });

  it('draws a metro area’s counties, and much less than the nation’s outline', () => {
    const triangle = seeded.slice(0, 3); // Raleigh and Durham, in two counties
    const view = fitView(triangle, W, H, M);
    expect(view.zoom).toBeGreaterThanOrEqual(COUNTY_ZOOM);
    const near = drawGeography(counties, view.projection, true);
    const whole = drawGeography(states, fitView(seeded, W, H, M).projection, false);
    expect(near.counties).toMatch(/^M[\d.]+,[\d.]+L/); // the border between the two
    expect(near.land.length).toBeLessThan(whole.land.length);
  });

  it('names the states in view, or near enough the counties, where they show', () => {
    const chain = drawGeography(states, fitView(seeded, W, H, M).projection, false);
    const stateNames = chain.places.map((place) => place.name);
    expect(stateNames).toEqual(expect.arrayContaining(['North Carolina', 'South Carolina']));
    expect(chain.places.every((place) => place.kind === 'state')).toBe(true);
    for (const { x, y } of chain.places) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(W);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(H);
    }
    const near = drawGeography(counties, fitView(seeded.slice(0, 3), W, H, M).projection, true);
    expect(near.places.map((place) => place.name)).toContain('Wake');
    expect(near.places.every((place) => place.kind === 'county')).toBe(true);
  });

  it('says a state’s name in Spanish, and a county’s as it is', () => {
    expect(stateName('North Carolina', 'es')).toBe('Carolina del Norte');
    expect(stateName('Georgia', 'es')).toBe('Georgia');
    expect(stateName('North Carolina', 'en-US')).toBe('North Carolina');
  });
});
