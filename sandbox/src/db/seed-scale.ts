/** `SANDBOX_SCALE`: the fixtures alone, or a real chain's size on top of them. */
export type SeedScale = 'fixtures' | 'chain';
