import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../i18n/i18n.ts";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { FileField, formatSize } from "./FileField.tsx";
import { UploadProgress } from "./UploadProgress.tsx";
import { useUpload } from "./use-upload.ts";

describe("FileField", () => {
  it("hands over the chosen file, shows its name and size, and its error", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <FileField label="Datei" file={null} accept=".xml" error={null} onChange={onChange} />,
    );
    expect(screen.getByText("Keine Datei ausgewählt (Datei)")).toBeInTheDocument();
    expect(screen.getByText("Erlaubt: .xml")).toBeInTheDocument();
    const file = new File(["<a/>"], "eb.xml", { type: "text/xml" });
    await userEvent.upload(screen.getByLabelText("Datei"), file);
    expect(onChange).toHaveBeenCalledWith(file);
    rerender(<FileField label="Datei" file={file} accept=".xml" error="Nur XML" onChange={onChange} />);
    expect(screen.getByText("eb.xml (4 B)")).toBeInTheDocument();
    expect(screen.getByText("Nur XML")).toBeInTheDocument();
    expect(screen.getByLabelText("Datei")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations("file field");
  });

  it("formats sizes in the shown language", () => {
    expect(formatSize(1536, "de")).toBe("1,5 KB");
    expect(formatSize(1536, "en")).toBe("1.5 KB");
    expect(formatSize(100 * 1024 * 1024, "de")).toBe("100 MB");
  });
});

describe("UploadProgress", () => {
  it("shows the percentage on a labelled bar and cancels", async () => {
    const onCancel = vi.fn();
    render(<UploadProgress percent={41.6} onCancel={onCancel} />);
    expect(screen.getByRole("progressbar", { name: "Hochgeladen: 42 %" })).toHaveAttribute(
      "aria-valuenow",
      "42",
    );
    await userEvent.click(screen.getByRole("button", { name: "Hochladen abbrechen" }));
    expect(onCancel).toHaveBeenCalled();
    await expectNoAxeViolations("upload progress");
  });
});

describe("useUpload", () => {
  it("follows the progress of one upload and cancels it through its signal", async () => {
    const { result } = renderHook(() => useUpload());
    let signal: AbortSignal | undefined;
    let report: ((sent: number, total: number) => void) | undefined;
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.run(
        (options) =>
          new Promise((_, reject) => {
            signal = options.signal;
            report = options.onProgress;
            options.signal?.addEventListener("abort", () => reject(new DOMException("x", "AbortError")));
          }),
      );
    });
    expect(result.current.percent).toBe(0);
    act(() => report?.(25, 100));
    expect(result.current.percent).toBe(25);
    act(() => result.current.cancel());
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(result.current.percent).toBeNull());
  });
});
