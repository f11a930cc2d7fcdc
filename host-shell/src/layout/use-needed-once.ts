import { useEffect, useState } from 'react';

/** Becomes true the first time `open` does, and stays true: a lazy part loads on first need. */
export function useNeededOnce(open: boolean): boolean {
  const [needed, setNeeded] = useState(open);
  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);
  return needed || open;
}
