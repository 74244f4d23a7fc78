import { DEBOUNCE_MS, type SearchAnswer, type SearchHit, type SearchKind } from "@erhdb/domain";
import SearchIcon from "@mui/icons-material/Search";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { get } from "../../api/client.ts";
import { useSession } from "../../auth/session-context.ts";
import { useSearchShortcut } from "../../auth/use-search-shortcut.ts";
import { SEARCH_SHORTCUT_KEY } from "../../lib/search-shortcut.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { searchTarget } from "./search-target.ts";

/** The hits of a query, as the caller may see them; the session's person changes what that is. */
function useSearchHits(query: string, personId: number | null) {
  return useQuery({
    queryKey: ["search", personId, query],
    queryFn: ({ signal }) => get<SearchAnswer>(`search?${new URLSearchParams({ q: query })}`, { signal }),
    enabled: query !== "",
    // the list keeps the last hits while the next ones load, so it does not flicker while typing
    placeholderData: keepPreviousData,
  });
}

/** Whether a key press belongs to a field the user types in, where "/" is a character. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * The app bar's search (issue 36): hits as the user types (after DEBOUNCE_MS), grouped by kind, each
 * opening its detail (searchTarget); "/" focuses it unless turned off (account menu, settings). At phone width
 * it is an icon that opens the field over the bar.
 */
export function SearchField() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { person } = useSession();
  const phone = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const [unfolded, setUnfolded] = useState(false);
  const [input, setInput] = useState("");
  const [listOpen, setListOpen] = useState(false);
  const query = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const hits = useSearchHits(query, person?.id ?? null);
  const shortcut = useSearchShortcut().on;
  const inputRef = useRef<HTMLInputElement>(null);
  const groupIdPrefix = useId();
  const folded = phone && !unfolded;

  useEffect(() => {
    if (!shortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_SHORTCUT_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target)) return;
      event.preventDefault();
      setUnfolded(true);
      inputRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shortcut]);

  // unfolded by the icon: the field takes the focus as it appears
  useEffect(() => {
    if (unfolded) inputRef.current?.focus();
  }, [unfolded]);

  if (folded) {
    return (
      <IconButton color="inherit" aria-label={t("search.open")} onClick={() => setUnfolded(true)}>
        <SearchIcon />
      </IconButton>
    );
  }

  const groups = hits.data?.groups ?? [];
  const options = query === "" ? [] : groups.flatMap((group) => group.hits);
  const groupOf = new Map<SearchKind, (typeof groups)[number]>(groups.map((g) => [g.kind, g]));
  const totalText = (kind: SearchKind) => {
    const group = groupOf.get(kind);
    if (group === undefined) return "";
    return group.exact
      ? t("search.total", { count: group.total })
      : t("search.totalAtLeast", { count: group.total });
  };

  const open = (hit: SearchHit) => {
    setInput("");
    setUnfolded(false);
    inputRef.current?.blur();
    void navigate(searchTarget(hit, person !== null));
  };

  return (
    <Autocomplete<SearchHit, false, false, false>
      sx={
        phone
          ? { position: "absolute", left: 8, right: 8, zIndex: 1 }
          : { width: { sm: 240, md: 360 }, mx: 1, flexShrink: 0 }
      }
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === "reset") return;
        setInput(text);
        setListOpen(true);
      }}
      onChange={(_, hit) => {
        if (hit !== null) open(hit);
      }}
      onBlur={() => setUnfolded(false)}
      // the server searched and ranked; the list shows what it found, in its order
      filterOptions={(found) => found}
      groupBy={(hit) => hit.kind}
      getOptionLabel={(hit) => hit.title}
      getOptionKey={(hit) => `${hit.kind}:${hit.id}`}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
      autoHighlight
      clearOnBlur={false}
      loading={hits.isFetching}
      loadingText={t("search.loading")}
      noOptionsText={hits.isError ? t("search.failed") : t("search.noHits")}
      // a list only for something typed: an empty field shows no "no hits"
      open={listOpen && input.trim() !== "" && query !== ""}
      onOpen={() => setListOpen(true)}
      onClose={() => setListOpen(false)}
      // The listbox owns groups of options, each named by its heading (ARIA: listbox > group > option);
      // the list items around them are presentation, so no list is left without its items.
      renderGroup={(params) => (
        <li key={params.key} role="presentation">
          <Box
            id={`${groupIdPrefix}-${params.group}`}
            sx={{
              display: "flex",
              justifyContent: "space-between",
              gap: 2,
              px: 2,
              py: 0.5,
              typography: "subtitle2",
            }}
          >
            <span>{t(`search.kind.${params.group as SearchKind}`)}</span>
            <Typography component="span" variant="caption" color="text.secondary">
              {totalText(params.group as SearchKind)}
            </Typography>
          </Box>
          <Box component="ul" role="group" aria-labelledby={`${groupIdPrefix}-${params.group}`} sx={{ p: 0 }}>
            {params.children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...props }, hit) => (
        <li key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {hit.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {hit.subtitle}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          size="small"
          placeholder={t("search.placeholder")}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              "aria-label": t("search.label"),
              "aria-keyshortcuts": shortcut ? SEARCH_SHORTCUT_KEY : undefined,
            },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{
            bgcolor: "background.paper",
            borderRadius: 1,
          }}
        />
      )}
    />
  );
}
