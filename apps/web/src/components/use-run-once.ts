import { type FormEvent, useRef, useState } from "react";

/** What `useRunOnce` gives the button, form or list of buttons that starts an action. */
export interface RunOnce<Args extends unknown[]> {
  /** true from the start of a run until it settles */
  running: boolean;
  /** starts the action unless a run is under way; resolves when that run settles */
  run(...args: Args): Promise<void>;
  /** a form's submit handler: Enter and the submit button start one run, the page does not reload */
  onSubmit(event: FormEvent): void;
  /** for the button that starts it: held (disabled) with MUI's progress indicator and aria-busy */
  busy: { loading: boolean; "aria-busy": boolean };
}

/**
 * The one way to run a write action once (issue 35, decision 37): a second click, a second Enter or a
 * click after a refused validation while the first run is under way starts nothing. The guard is a
 * ref, read and set in the same event: a mutation's `isPending` reaches the button only after TanStack
 * Query's notification (a timer) and a re-render, and a double click lands before that.
 * The action shows its own outcome (snackbar, field message); a rejection is passed on. An action with
 * arguments (one of several rows) holds every row while one runs.
 */
export function useRunOnce<Args extends unknown[] = []>(
  action: (...args: Args) => Promise<unknown>,
): RunOnce<Args> {
  const underWay = useRef(false);
  const [running, setRunning] = useState(false);

  const run = async (...args: Args) => {
    if (underWay.current) return;
    underWay.current = true;
    setRunning(true);
    try {
      await action(...args);
    } finally {
      underWay.current = false;
      setRunning(false);
    }
  };

  return {
    running,
    run,
    onSubmit: (event) => {
      event.preventDefault();
      // a form's action takes no arguments: Args is [] wherever onSubmit is used
      void run(...([] as unknown[] as Args));
    },
    busy: { loading: running, "aria-busy": running },
  };
}
