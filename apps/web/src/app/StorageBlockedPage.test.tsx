import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { isLocalStorageWritable } from "../lib/storage.ts";
import { loadStorageBlockedTexts, StorageBlockedPage } from "./StorageBlockedPage.tsx";

describe("local storage unavailable", () => {
  it("is detected when writing throws", () => {
    expect(isLocalStorageWritable()).toBe(true);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(isLocalStorageWritable()).toBe(false);
  });

  it("shows the German message with an English line below", async () => {
    await loadStorageBlockedTexts();
    render(<StorageBlockedPage />);
    expect(screen.getByRole("main")).toHaveTextContent(/Bitte erlauben Sie Cookies \(lokale Speicherung\)/);
    const english = screen.getByText(/Please allow cookies \(local storage\)/);
    expect(english).toHaveAttribute("lang", "en");
  });
});
