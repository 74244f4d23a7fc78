import type { AccessSubject, AuthPerson, PersonAnswer } from "@erhdb/domain";
import { guardedEmail } from "@erhdb/domain";

/** A person as `caller` may see them: the email only with USEREMAILADRESS_READ (SPEC 6). */
export function personAnswerOf(person: AuthPerson, caller: AccessSubject): PersonAnswer {
  return { ...person, email: guardedEmail(caller, person.email) };
}
