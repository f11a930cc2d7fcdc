import request from 'supertest';
import { z } from 'zod';
import { JobDetailSchema, JobLocationSchema, JobSearchResultSchema } from '../contract/schemas';
import { expectShape, seededApp } from '../testing/support';

describe('job search and the careers sheet', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  const search = async (query: Record<string, string | number>) =>
    expectShape(
      JobSearchResultSchema,
      (await request(app).get('/jobs/search').query(query).expect(200)).body,
    );

  it('lists open jobs at several restaurants, ten a page', async () => {
    const all = await search({});
    expect(all.total).toBeGreaterThan(30);
    expect(all).toMatchObject({ page: 1, per_page: 10 });
    expect(all.jobs).toHaveLength(10);
    const page2 = await search({ page: 2, per_page: 5 });
    expect(page2.jobs).toHaveLength(5);
    const everything = await search({ per_page: 50 });
    expect(new Set(everything.jobs.map((j) => j.franchise_id)).size).toBeGreaterThan(8);
  });

  it('finds by keyword, zip, city and state, near first', async () => {
    const managers = await search({ keyword: 'manager', per_page: 50 });
    expect(managers.jobs.every((j) => /manager/i.test(j.title))).toBe(true);
    const raleigh = await search({ zip: '27601', radius: 15 });
    expect(raleigh.total).toBeGreaterThan(0);
    expect(raleigh.jobs.every((j) => j.city === 'Raleigh')).toBe(true);
    // A search by place says where it was centred, and how far each job is from there.
    expect(raleigh.origin).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    const miles = raleigh.jobs.map((j) => j.distance as number);
    expect(miles.every((m) => m >= 0 && m <= 15)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect((await search({ keyword: 'manager' })).origin).toBeUndefined();
    const nashville = await search({ city: 'Nashville', state: 'TN' });
    expect(nashville.jobs.every((j) => j.state === 'TN')).toBe(true);
    const sc = await search({ state: 'SC', per_page: 50 });
    expect(sc.jobs.every((j) => j.state === 'SC')).toBe(true);
    const near = await search({ lat: 35.2271, lng: -80.8431, radius: 10 });
    expect(near.jobs.every((j) => j.city === 'Charlotte')).toBe(true);
    expect((await search({ zip: '99999' })).total).toBe(0);
    await request(app).get('/jobs/search').query({ per_page: 500 }).expect(400);
  });

  it('answers the detail of a job with its apply link', async () => {
    const { jobs } = await search({});
    const detail = expectShape(
      JobDetailSchema,
      (await request(app).get('/jobs/detail').query({ id: jobs[0]?.id }).expect(200)).body,
    );
    expect(detail.apply_url).toMatch(/^https:\/\/jobs\.example\.com\/apply\//);
    const missing = await request(app).get('/jobs/detail').query({ id: 'nope' }).expect(404);
    expect(missing.body.code).toBe(150);
  });

  it('serves the careers table rows', async () => {
    const rows = expectShape(
      z.array(JobLocationSchema),
      (await request(app).get('/sheets/careers').expect(200)).body,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows[0]).toEqual({
      'Franchise ID': expect.stringMatching(/^FR-/),
      'Street Address': expect.any(String),
      City: expect.any(String),
      State: expect.any(String),
      Latitude: expect.any(Number),
      Longitude: expect.any(Number),
    });
  });
});
