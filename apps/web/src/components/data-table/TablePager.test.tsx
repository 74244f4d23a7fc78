import { ENCODING_PAGING, PAGE_SIZE_ALL, STANDARD_PAGING } from "@erhdb/domain";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers.tsx";
import { i18n } from "../../i18n/i18n.ts";
import { TablePager, type TablePagerProps } from "./TablePager.tsx";

function renderPager(props: Partial<TablePagerProps> = {}) {
  const onPage = vi.fn();
  const onSize = vi.fn();
  render(
    <AppProviders>
      <TablePager
        count={95}
        page={0}
        size={10}
        sizes={STANDARD_PAGING.sizes}
        {...props}
        {...{ onPage, onSize }}
      />
    </AppProviders>,
  );
  return { onPage, onSize };
}

const button = (name: RegExp) => screen.getByRole("button", { name });

describe("table pager", () => {
  it("shows the page's rows of all, and moves to the next and the previous page", async () => {
    const { onPage } = renderPager({ page: 1 });
    expect(screen.getByText("11–20 von 95")).toBeInTheDocument();
    await userEvent.click(button(/nächsten Seite/));
    expect(onPage).toHaveBeenLastCalledWith(2);
    await userEvent.click(button(/vorherigen Seite/));
    expect(onPage).toHaveBeenLastCalledWith(0);
  });

  it("has no previous page on the first page and no next one on the last", () => {
    renderPager({ page: 0, count: 10 });
    expect(screen.getByText("1–10 von 10")).toBeInTheDocument();
    expect(button(/vorherigen Seite/)).toBeDisabled();
    expect(button(/nächsten Seite/)).toBeDisabled();
  });

  it("offers the table's sizes by name, shows the chosen one and reports a choice", async () => {
    const { onSize } = renderPager({ size: 20, sizes: ENCODING_PAGING.sizes, count: 7 });
    const sizes = screen.getByRole("combobox", { name: "Zeilen pro Seite:" });
    expect(
      within(sizes)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["5", "10", "15", "20", "25", "50", "100", "Alle"]);
    expect(sizes).toHaveValue("20");
    await userEvent.selectOptions(sizes, "Alle");
    expect(onSize).toHaveBeenLastCalledWith(PAGE_SIZE_ALL);
  });

  it("groups the counts as the language writes them", async () => {
    renderPager({ page: 100, count: 1_234_567 });
    expect(screen.getByText("1.001–1.010 von 1.234.567")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("en"));
    expect(screen.getByText("1,001–1,010 of 1,234,567")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Rows per page:" })).toBeInTheDocument();
    expect(button(/Go to next page/)).toBeEnabled();
  });
});
