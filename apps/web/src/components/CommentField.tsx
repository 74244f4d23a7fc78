import TextField from "@mui/material/TextField";

interface CommentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the rule's message once the field was checked; nothing while it holds */
  error?: string | undefined;
}

/**
 * The required comment of an action that changes a survey's state (a status change, a restore): three
 * lines high, focused when its dialog opens, its rule's message below it.
 */
export function CommentField({ label, value, onChange, error }: CommentFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={3}
      error={Boolean(error)}
      helperText={error}
      autoFocus
    />
  );
}
