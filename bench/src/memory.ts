import { readdirSync, readFileSync, writeFileSync } from "node:fs";

// Linux only: the server's memory as the kernel counts it, read from /proc/<pid>.

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** The processes a process started (the embedded database's process, with PGlite). */
export function childPids(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number),
  );
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  return statusKb(pid, "VmRSS") / 1024;
}

/**
 * The peak resident memory of a process from now on: the kernel's own high-water mark (VmHWM),
 * reset at the start, so no short peak between two samples is missed. Where the mark cannot be
 * reset (another user's process), the RSS is sampled every 10 ms instead.
 */
export function trackPeakRss(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    return samplePeak(pid);
  }
  return { stop: () => statusKb(pid, "VmHWM") / 1024 };
}

function samplePeak(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process ended
    }
  }, 10);
  return {
    stop(): number {
      clearInterval(timer);
      return peak;
    },
  };
}

export interface RssSplit {
  /** the node executable's pages (file-backed, shared with every other node process) */
  nodeBinaryMb: number;
  /** WebAssembly memories of 100 MB and more: PGlite's PostgreSQL (its shared buffers and work memory) */
  wasmHeapMb: number;
  /** everything else: the JavaScript heap, malloc, code */
  restMb: number;
}

/**
 * Where a process's resident memory is, from /proc/<pid>/smaps. A WebAssembly memory is the
 * read-write mapping directly followed by its inaccessible reservation of several GB.
 */
export function rssSplit(pid: number): RssSplit {
  const mappings = readFileSync(`/proc/${pid}/smaps`, "utf8")
    .split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)
    .map((text) => {
      const [range = "", perms = "", , , inode = "0", name = ""] = (text.split("\n")[0] ?? "").split(/\s+/);
      const [start = "0", end = "0"] = range.split("-");
      const kb = (field: string) => Number(new RegExp(`\\n${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
      return {
        start: BigInt(`0x${start}`),
        end: BigInt(`0x${end}`),
        perms,
        inode,
        name,
        sizeKb: kb("Size"),
        rssKb: kb("Rss"),
      };
    });
  let nodeBinary = 0;
  let wasm = 0;
  let total = 0;
  mappings.forEach((m, i) => {
    total += m.rssKb;
    const next = mappings[i + 1];
    if (m.inode !== "0" && /\/node$/.test(m.name)) nodeBinary += m.rssKb;
    const reservation = next?.perms === "---p" && next.start === m.end && next.sizeKb >= 1024 * 1024;
    if (m.perms === "rw-p" && m.inode === "0" && reservation && m.sizeKb >= 100 * 1024) wasm += m.rssKb;
  });
  return {
    nodeBinaryMb: nodeBinary / 1024,
    wasmHeapMb: wasm / 1024,
    restMb: (total - nodeBinary - wasm) / 1024,
  };
}
