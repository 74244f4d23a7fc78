import { useEffect, useRef } from "react";
import { isNetworkError } from "../api/client.ts";

/**
 * While `active`, calls `check` every `intervalMs`. A failure that is a network failure is ignored
 * (SPEC 4: 'Failed to fetch' must not end a session); any other failure calls `onFailure`.
 */
export function useRevalidation(
  active: boolean,
  intervalMs: number,
  check: () => Promise<void>,
  onFailure: (error: unknown) => void,
): void {
  const checkRef = useRef(check);
  const failureRef = useRef(onFailure);
  useEffect(() => {
    checkRef.current = check;
    failureRef.current = onFailure;
  });

  useEffect(() => {
    if (!active) return;
    let inFlight = false;
    let stopped = false;
    const id = window.setInterval(() => {
      // A slow server must not pile up parallel checks.
      if (inFlight) return;
      inFlight = true;
      checkRef
        .current()
        .catch((error: unknown) => {
          if (!stopped && !isNetworkError(error)) failureRef.current(error);
        })
        .finally(() => {
          inFlight = false;
        });
    }, intervalMs);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [active, intervalMs]);
}

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart"] as const;

/**
 * While `active`, calls `onIdle` once no pointer or keyboard activity happened for `timeoutMs`.
 * Activity only records a timestamp (pointermove fires often); the single timer re-arms itself
 * for the remaining time when it fires early.
 */
export function useIdleTimeout(active: boolean, timeoutMs: number, onIdle: () => void): void {
  const idleRef = useRef(onIdle);
  useEffect(() => {
    idleRef.current = onIdle;
  });

  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let timer = 0;
    const markActivity = () => {
      lastActivity = Date.now();
    };
    const arm = (delay: number) => {
      timer = window.setTimeout(() => {
        const idleFor = Date.now() - lastActivity;
        if (idleFor >= timeoutMs) idleRef.current();
        else arm(timeoutMs - idleFor);
      }, delay);
    };
    arm(timeoutMs);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, markActivity, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, markActivity);
    };
  }, [active, timeoutMs]);
}
