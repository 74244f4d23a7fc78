import type { LightMyRequestResponse } from "fastify";

/** A serial id no row has: far above the ids the tests reach, within int4 (decision 34's made-up ids). */
export const UNKNOWN_ID = 2_000_000_000;

/**
 * What a caller learns from an answer: its status and its body (code, message, field). A hidden object's
 * answer must equal an unknown one's in exactly this (decision 34).
 */
export const answerOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });
