import Button from "@mui/material/Button";
import { DeferredTooltip } from "../../../components/DeferredTooltip.tsx";

export interface CellButtonProps {
  /** the cell's text, which names the button */
  text: string;
  /** what a click shows, as a tooltip and the button's description */
  hint: string;
  onClick(): void;
}

/** A table cell whose text opens a dialog about it (the applicant, the request's specializing). */
export function CellButton({ text, hint, onClick }: CellButtonProps) {
  return (
    <DeferredTooltip title={hint} describeChild>
      <Button
        size="small"
        onClick={onClick}
        sx={{ textTransform: "none", textAlign: "left", justifyContent: "flex-start", px: 0.5, minWidth: 0 }}
      >
        {text}
      </Button>
    </DeferredTooltip>
  );
}
