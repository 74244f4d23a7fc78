import { PickersLocale } from "../../PickersLocale.tsx";
import { ChoiceFilter } from "./ChoiceFilter.tsx";
import { DateFilter } from "./DateFilter.tsx";
import type { FilterEditorProps } from "./editor-props.ts";
import { TextFilter } from "./TextFilter.tsx";

/**
 * The editor of a column's filter by the column's type. Loaded lazily (see lazy.ts): the date
 * pickers are large and only needed once a filter opens.
 */
export default function FilterEditor(props: FilterEditorProps) {
  switch (props.column.type) {
    case "dropdown":
      return <ChoiceFilter {...props} />;
    case "date":
    case "month":
      return (
        <PickersLocale>
          <DateFilter {...props} />
        </PickersLocale>
      );
    default:
      return <TextFilter {...props} />;
  }
}
