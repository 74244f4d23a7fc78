import type { Database } from "./db/database.ts";
import type { PasswordLinkSettings } from "./features/persons/password-links.ts";
import { grantPermission, removePermission } from "./features/persons/permission-service.ts";
import { createAccount } from "./features/persons/service.ts";
import type { RequestEffects } from "./features/requests/effects.ts";
import { surveyResourceAnswers } from "./features/resources/service.ts";
import { createSurveyLifecycleService } from "./features/surveys/lifecycle.ts";
import { createSurveyService } from "./features/surveys/service.ts";

/**
 * What an accepted request changes, as the app composes it: the survey services and the persons' writes
 * the screens use (features/requests/effects.ts says what each must do).
 */
export function requestEffects(
  db: Database,
  options: PasswordLinkSettings & { now?: (() => Date) | undefined },
): RequestEffects {
  const { now } = options;
  const surveys = createSurveyService(db, { now, resourcesOf: surveyResourceAnswers });
  const surveyActions = createSurveyLifecycleService(db, { now, resourcesOf: surveyResourceAnswers });
  const passwordLinks: PasswordLinkSettings = {
    publicUrl: options.publicUrl,
    passwordResetTtlMs: options.passwordResetTtlMs,
    inviteTtlMs: options.inviteTtlMs,
  };
  return {
    createSurvey: surveys.createIn,
    updateSurvey: surveys.updateIn,
    continueSurvey: surveys.continueIn,
    archiveSurvey: (trx, ref, change, caller, actor, authority) =>
      surveyActions.transitionIn(trx, "archive", ref, change, caller, actor, authority),
    createAccount: (trx, account, actor, { now: at, lang }) =>
      createAccount(trx, account, actor, { ...passwordLinks, now: at, lang }),
    grantPermission,
    removePermission,
  };
}
