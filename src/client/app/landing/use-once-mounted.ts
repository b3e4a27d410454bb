import { useState } from 'react';

/**
 * Open state for a dialog whose code is loaded on demand: it mounts at the
 * first opening and then stays, so that closing animates and gives focus back.
 */
export function useOnceMounted<T>(initial: T) {
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = (next: T) => {
    setValue(next);
    setMounted(true);
    setOpen(true);
  };
  return { value, setValue, open, setOpen, mounted, show };
}
