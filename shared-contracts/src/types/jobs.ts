/** §3 Job location: one row of the careers table (spreadsheet columns as named there). */
export interface JobLocation {
  'Franchise ID': string;
  'Street Address': string;
  City: string;
  State: string;
  Latitude: number;
  Longitude: number;
}

/** One open position. */
export interface Job {
  id: string;
  title: string;
  city: string;
  state: string;
  franchise_id?: string;
  /** ISO 8601 date. */
  posted?: string;
  /** Miles from the searched place, when the search had one. */
  distance?: number;
}

/** `action=detail`: one position with its description and apply link. */
export interface JobDetail extends Job {
  description: string;
  apply_url: string;
}

export interface JobSearchResult {
  jobs: Job[];
  total: number;
  page: number;
  per_page: number;
  /** Where a search by place was centred (the zip's or city's point, or the coordinates sent). */
  origin?: { lat: number; lng: number };
}
