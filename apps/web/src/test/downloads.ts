import { afterEach, beforeEach, vi } from "vitest";

/*
 * jsdom has no object URLs and no downloads: what the app offers for saving (lib/download.ts's object URL
 * and a link's click) is caught here, for every test file that checks a download.
 */

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches what `saveBlob` offers for saving, each file with its name and bytes. Call it at the top of a
 * test file: it installs itself before each test and answers the files saved so far.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  let last: Blob | null = null;
  beforeEach(() => {
    saved.length = 0;
    last = null;
    URL.createObjectURL = (blob: Blob) => {
      last = blob;
      return "blob:test";
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (last) saved.push({ name: this.download, blob: last });
    });
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return saved;
}
