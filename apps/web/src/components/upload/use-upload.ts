import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadOptions } from "../../api/client.ts";

export interface UploadState {
  /** percent sent while an upload runs; null when none runs */
  percent: number | null;
  /** runs one upload: the call gets the progress and abort options the client's `upload` takes */
  run<T>(send: (options: UploadOptions) => Promise<T>): Promise<T>;
  /** aborts the running upload (its promise rejects with an AbortError) */
  cancel(): void;
}

/**
 * The state of one upload at a time: its progress for UploadProgress, and cancel. A dialog that closes
 * cancels its running upload, so no request outlives the screen that started it.
 */
export function useUpload(): UploadState {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(async <T>(send: (options: UploadOptions) => Promise<T>): Promise<T> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setPercent(0);
    try {
      return await send({
        signal: own.signal,
        onProgress: (sent, total) => setPercent(total > 0 ? (sent / total) * 100 : 0),
      });
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setPercent(null);
      }
    }
  }, []);

  return { percent, run, cancel };
}
