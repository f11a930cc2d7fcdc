import { mockFetch } from '@qsr/shared-contracts/testing';
import { getCareersTable, getJob, searchJobs } from './job-calls';

describe('§7.3 jobs', () => {
  it('searchJobs and getJob use /api/jobsearch with the action', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    await searchJobs({ keyword: 'cook', zip: '27601', page: 2 });
    expect(fetch.last.url).toBe('/api/jobsearch?action=search&keyword=cook&zip=27601&page=2');
    await getJob('j1');
    expect(fetch.last.url).toBe('/api/jobsearch?action=detail&id=j1');
  });
  it('getCareersTable reads /api/careers-sheet', async () => {
    const fetch = mockFetch(() => ({ body: [] }));
    await getCareersTable();
    expect(fetch.last.url).toBe('/api/careers-sheet');
  });
});
