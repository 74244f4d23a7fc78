import type { Column, Evas, EvasTreeNode, TableAnswer } from "@erhdb/domain";
import { PERIOD_DISPLAY_CODES } from "@erhdb/domain";
import { json } from "../../test/http.ts";
import { column } from "../../test/table.tsx";

/** The EVAS table as the server declares it (apps/server/src/features/evas/table.ts). */
export function evasColumns(): Column[] {
  return [
    { ...column("closing", "date"), name: "table.evas.closing" },
    { ...column("description", "text"), name: "table.evas.description" },
    {
      ...column("evas", "text", { filter: { pattern: "^[0-9]{0,5}$" }, sort: { direction: "asc" } }),
      name: "table.evas.evas",
    },
    {
      ...column("period", "dropdown", {
        filter: { choices: PERIOD_DISPLAY_CODES.map((c) => ({ key: c, value: c, display: c })) },
        group: { groupable: true },
      }),
      name: "table.evas.period",
    },
    { ...column("actions", "actions", { orderable: false }), name: "table.evas.actions" },
  ];
}

const cell = (view: string, customCss: string | null = null, label = view) => ({ view, label, customCss });

export function evasPage(): TableAnswer {
  return {
    total: 2,
    records: {
      totalElements: 2,
      content: [
        {
          id: 5,
          items: {
            closing: cell(""),
            description: cell("Fortschreibung des Bevölkerungsstandes"),
            evas: cell("12411"),
            period: cell("03", null, "jährlich"),
            actions: cell("edit,delete"),
          },
        },
        {
          id: 6,
          items: {
            closing: cell("01.09.2015", "discontinued"),
            description: cell("Wanderungsstatistik alt", "discontinued"),
            evas: cell("12711", "discontinued"),
            period: cell("00", "discontinued", "monatlich"),
            actions: cell("edit,delete", "discontinued"),
          },
        },
      ],
    },
  };
}

export const EVAS_5: Evas = {
  id: 5,
  evas: "12411",
  description: "Fortschreibung des Bevölkerungsstandes",
  period: 3,
  closing: null,
};

export const TREE: EvasTreeNode[] = [
  {
    evas: "1",
    description: "Bevölkerung",
    level: 1,
    children: [
      {
        evas: "12",
        description: "Bevölkerungsstand",
        level: 2,
        children: [
          {
            evas: "124",
            description: "Fortschreibung",
            level: 3,
            children: [
              {
                evas: "12411",
                description: "Fortschreibung des Bevölkerungsstandes",
                level: 5,
                children: [],
              },
            ],
          },
        ],
      },
      { evas: "13", description: "Erwerbstätigkeit", level: 2, children: [] },
    ],
  },
  { evas: "2", description: "Bildung", level: 1, children: [] },
];

export function evasApi() {
  return {
    "GET evas/tablestate": () => json({ columns: evasColumns() }),
    "POST evas": () => json(evasPage()),
    "GET templates/evastable": () => json([]),
    "GET evas/5": () => json(EVAS_5),
  };
}
