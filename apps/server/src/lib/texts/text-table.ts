import type { Language } from "@erhdb/domain";

/** A part of the server's message catalogue: every text in German and English. */
export type TextTable = Readonly<Record<string, Readonly<Record<Language, string>>>>;
