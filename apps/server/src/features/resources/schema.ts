import { DOWNLOAD_KEY_PATTERN, ERHEBUNGSID_PATTERN } from "@erhdb/domain";
import { z } from "zod";

/** `resource/content/resKey/{key}`: 21 or 27 digits (SPEC 5, 9). */
export const resourceKeyParams = z.object({ key: z.string().regex(DOWNLOAD_KEY_PATTERN) });

/** `resource/erhebungsid/{id}`: the 13-digit Erhebungsid. */
export const resourceSurveyParams = z.object({ id: z.string().regex(ERHEBUNGSID_PATTERN) });
