import type { AccessSubject, Column, Evas, EvasTreeNode, TableAnswer } from "@erhdb/domain";
import { EVAS_INPUT_PATTERN, evasRowActions, evasRowTargetCell, PERIOD_DISPLAY_CODES } from "@erhdb/domain";
import { json } from "./http.ts";
import { column } from "./table.tsx";

/** The EVAS table as the server declares it (apps/server/src/features/evas/table.ts). */
export function evasColumns(): Column[] {
  return [
    { ...column("closing", "date"), name: "table.evas.closing" },
    { ...column("description", "text"), name: "table.evas.description" },
    {
      ...column("evas", "text", {
        filter: { pattern: EVAS_INPUT_PATTERN.source },
        sort: { direction: "asc" },
      }),
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

/** Two rows as the server answers them to `person`: its actions cells name the code and what it may do. */
export function evasPage(person: AccessSubject = null): TableAnswer {
  const actions = (evas: string) => evasRowTargetCell.encode({ evas, actions: evasRowActions(person) });
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
            actions: cell(actions("12411")),
          },
        },
        {
          id: 6,
          items: {
            closing: cell("01.09.2015", "discontinued"),
            description: cell("Wanderungsstatistik alt", "discontinued"),
            evas: cell("12711", "discontinued"),
            period: cell("00", "discontinued", "monatlich"),
            actions: cell(actions("12711"), "discontinued"),
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

export function evasApi(person: AccessSubject = null) {
  return {
    "GET evas/tablestate": () => json({ columns: evasColumns() }),
    "POST evas": () => json(evasPage(person)),
    "GET templates/evastable": () => json([]),
    "GET evas/5": () => json(EVAS_5),
  };
}
