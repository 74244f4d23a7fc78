import { type PersonAnswer, type Role, USER_MESSAGE_KEYS } from "@erhdb/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useCreatePerson, useUpdatePerson } from "../api.ts";
import {
  EMPTY_USER_FORM,
  formOf,
  toPersonWrite,
  type UserField,
  type UserForm,
  type UserFormErrors,
} from "./user-form.ts";

/**
 * The user dialog's form: its values, the messages of its fields (from the first save attempt on, then
 * following every change), and the save, which closes the dialog with SPEC 8's message. It lives above
 * the dialog's tabs, so a look at the permissions keeps what was typed.
 */
export function useUserForm(person: PersonAnswer | null, roles: readonly Role[], onSaved: () => void) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const [form, setForm] = useState<UserForm>(person ? formOf(person) : EMPTY_USER_FORM);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = (next: UserForm) => {
    // an address the caller may not read comes as null: left empty, it stays as stored
    const result = toPersonWrite(next, roles, { keepEmail: person !== null && person.email === null });
    setErrors("errors" in result ? result.errors : {});
    return result;
  };

  const set = <K extends UserField>(field: K, value: UserForm[K]) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (checked) check(next);
  };

  const save = useRunOnce(async () => {
    setChecked(true);
    setFailure(null);
    const result = check(form);
    if ("errors" in result) return;
    try {
      if (person) {
        await update.mutateAsync({ id: person.id, person: result.value });
        snackbar.success(t("users.updated"));
      } else if (result.value.email !== undefined) {
        // always defined here: only an edit may keep the stored address
        await create.mutateAsync({ ...result.value, email: result.value.email });
        snackbar.success(t("users.created"));
      }
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.code === "EMAIL_TAKEN")
        setErrors({ email: USER_MESSAGE_KEYS.emailTaken });
      else setFailure(errorMessage(error, t, { action: person ? "EDIT" : "CREATE", object: "USER" }));
    }
  });

  return { form, set, errors, failure, save };
}

export type UserFormState = ReturnType<typeof useUserForm>;
