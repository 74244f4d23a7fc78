import { SNACKBAR_MS } from "@erhdb/domain";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import type { Message, SnackbarSeverity } from "./SnackbarMessage.tsx";
import { preloadable, useLoaded } from "./use-loaded.ts";

// A message comes after something the user did, never with the first page: its code loads after it.
const snackbarMessage = preloadable(() => import("./SnackbarMessage.tsx").then((m) => m.SnackbarMessage));

/** For a test that shows messages under fake timers: the snackbar's code, loaded before they stop. */
export const loadSnackbar = (): Promise<unknown> => snackbarMessage.load();

export interface SnackbarService {
  show(text: string, severity?: SnackbarSeverity): void;
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

const SnackbarContext = createContext<SnackbarService | null>(null);

/**
 * The one snackbar of the app, one message at a time. An error stays until it was closed or its
 * time ran out, so a later message cannot hide it before it could be read; a confirmation gives way
 * at once to a newer message, so a series of actions is not followed by minutes of old news.
 * Bottom left: dialogs put their buttons on the right, where a snackbar would cover them.
 */
export function SnackbarProvider({
  children,
  autoHideMs = SNACKBAR_MS,
}: {
  children: ReactNode;
  autoHideMs?: number;
}) {
  const { t } = useTranslation();
  // until the code is there, messages wait in the queue
  const SnackbarMessage = useLoaded(snackbarMessage);
  const [queue, setQueue] = useState<Message[]>([]);
  // the message whose close was asked for (its time ran out, its button, Escape)
  const [closedId, setClosedId] = useState<number | null>(null);
  const nextId = useRef(0);
  const current = queue[0];

  const show = useCallback((text: string, severity: SnackbarSeverity = "info") => {
    nextId.current += 1;
    const id = nextId.current;
    setQueue((q) => [...q, { id, text, severity }]);
  }, []);

  const service = useMemo<SnackbarService>(
    () => ({
      show,
      success: (text) => show(text, "success"),
      error: (text) => show(text, "error"),
      info: (text) => show(text, "info"),
    }),
    [show],
  );

  // A close and an exit name their message: one that comes late, from a message already gone, can
  // neither hide nor remove the next one. A confirmation's auto-hide meeting a new message dropped the
  // new one (two e2e failures, a snackbar never shown while the previous one's timer ran out).
  const close = (id: number) => (_event?: unknown, reason?: string) => {
    // A click elsewhere must not dismiss an error before it was read.
    if (reason === "clickaway") return;
    setClosedId(id);
  };
  const exited = (id: number) => () => setQueue((q) => (q[0]?.id === id ? q.slice(1) : q));
  // a confirmation gives way once shown (mounted open, so that its exit runs and ends in `exited`)
  useEffect(() => {
    const [first, ...waiting] = queue;
    if (first && waiting.length > 0 && first.severity !== "error") setClosedId(first.id);
  }, [queue]);
  const open = current !== undefined && current.id !== closedId;

  return (
    <SnackbarContext value={service}>
      {children}
      {current && SnackbarMessage && (
        <SnackbarMessage
          key={current.id}
          message={current}
          open={open}
          autoHideMs={autoHideMs}
          closeLabel={t("common.close")}
          onClose={close(current.id)}
          onExited={exited(current.id)}
        />
      )}
    </SnackbarContext>
  );
}

export function useSnackbar(): SnackbarService {
  const service = useContext(SnackbarContext);
  if (!service) throw new Error("useSnackbar needs a SnackbarProvider");
  return service;
}
