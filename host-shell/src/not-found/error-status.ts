/** §2.1: a route error takes its status from statusCode, status or the response status, else 500. */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const candidate = error as {
      statusCode?: unknown;
      status?: unknown;
      response?: { status?: unknown };
    };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && value >= 400 && value < 600) return value;
    }
  }
  return 500;
}
