// The goals of `npm run test:scale`: each figure printed as it is measured, with whether it met
// its goal, and the count of those met at the end.

/** A record of goals, each printed with `print` as it comes. */
export function goals(print = console.log) {
  const results = [];
  return {
    results,
    record(name, figure, met, goal) {
      results.push({ name, figure, goal, met });
      print(`${met ? 'ok  ' : 'FAIL'}  ${name}: ${figure} (goal: ${goal})`);
    },
    /** Prints how many were met; returns the exit code (1 when one was missed). */
    summary() {
      const met = results.filter((result) => result.met).length;
      print(`\n${met} of ${results.length} goals met`);
      return met === results.length ? 0 : 1;
    },
  };
}
