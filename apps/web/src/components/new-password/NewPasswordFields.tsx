import { useTranslation } from "react-i18next";
import { PasswordField, type PasswordFieldProps } from "../PasswordField.tsx";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";

type NewPasswordField = "password" | "passwordAgain";

export interface NewPasswordFieldsProps {
  /** the props of each field from usePasswordForm */
  fieldProps(field: NewPasswordField): PasswordFieldProps;
  /** the new password as typed, for the strength meter */
  password: string;
  userInputs?: readonly string[];
}

/** The new password, its strength and its repetition: the same in the change and the reset form. */
export function NewPasswordFields({ fieldProps, password, userInputs }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField {...fieldProps("password")} label={t("passwordForm.new")} autoComplete="new-password" />
      <PasswordStrengthMeter password={password} userInputs={userInputs} />
      <PasswordField
        {...fieldProps("passwordAgain")}
        label={t("passwordForm.repeat")}
        autoComplete="new-password"
      />
    </>
  );
}
