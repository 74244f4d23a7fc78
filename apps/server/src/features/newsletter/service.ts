import type {
  AuthPerson,
  Language,
  NewsletterSubscribe,
  NewsletterUpdate,
  NewsletterUserdata,
} from "@erhdb/domain";
import {
  isNewsletterMail,
  NEWSLETTER_REPEAT_WINDOW_MS,
  subscribedTopics,
  subscribeStep,
  uniqueTopics,
} from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { Queryable } from "../../db/queryable.ts";
import type { Actor, AuditEntry } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";
import {
  newsletterEditMail,
  newsletterSubscribeMail,
  newsletterUnsubscribeMail,
  publicLink,
} from "../../mail/templates/index.ts";
import { enqueueNewsletterMail, NEWSLETTER_PAGES } from "./mails.ts";
import * as repo from "./repository.ts";
import {
  findTokenMail,
  issueSubscribeToken,
  issueToken,
  recentlyMailedTopics,
  spendToken,
  tokenHashOf,
} from "./tokens.ts";

export interface NewsletterServiceOptions {
  /** the app's public address (Config.publicUrl) */
  publicUrl: string;
  now: () => Date;
}

/**
 * Decision 17: the calls that mail a link are limited per IP and per address; the checks, which mail
 * nothing, more loosely. The windows are a quarter of an hour, as RATE_LIMITED says.
 */
const LIMITS = {
  mail: { ip: { max: 20, windowMs: 15 * 60_000 }, address: { max: 5, windowMs: 15 * 60_000 } },
  check: { ip: { max: 60, windowMs: 15 * 60_000 }, address: { max: 30, windowMs: 15 * 60_000 } },
} as const;

const rateLimited = () => new AppError(429, "RATE_LIMITED", { messageKey: "RATE_LIMITED" });
/** A wrong, used or expired token, one answer for all (decision 17: like the ticket's). */
const invalidToken = () =>
  new AppError(404, "INVALID_TOKEN", { messageKey: "INVALID_TOKEN", field: "token" });

/**
 * The newsletter's double opt-in, unsubscribe, edit and one-click flows (SPEC 2.22, 7; decision 17).
 * Every call that takes an address answers the same whether or not it is subscribed; only the mail,
 * which reaches the address's owner alone, differs. No token reaches an audit record.
 */
export function createNewsletterService(db: Database, options: NewsletterServiceOptions) {
  const { now, publicUrl } = options;
  const page = (path: string, query: Record<string, string> = {}) => publicLink(publicUrl, path, query);

  /** Counts a hit per IP, and per address where the call names a well-formed one; 429 beyond the limit. */
  async function within(trx: Queryable, kind: keyof typeof LIMITS, actor: Actor, address: string | null) {
    const limits = LIMITS[kind];
    const hits: [string, string, { max: number; windowMs: number }][] = [
      [`newsletter-${kind}-ip`, actor.ip ?? "unknown", limits.ip],
    ];
    if (address !== null) hits.push([`newsletter-${kind}-address`, address, limits.address]);
    for (const [bucket, key, limit] of hits) {
      const verdict = await hitRateLimit(trx, { bucket, key, ...limit, now: now() });
      if (!verdict.allowed) throw rateLimited();
    }
  }

  const audit = (
    trx: Queryable,
    actor: Actor,
    action: string,
    mail: string,
    changes: Pick<AuditEntry, "before" | "after"> = {},
  ) => recordAudit(trx, actor, { action, entity: "newsletter", entityId: mail, ...changes });

  /**
   * `subscribev2` (decision 39): the topics stored pending, and a mail with the link to the page that
   * confirms them; a form that repeats one of the last minutes (a double click, a second tab, a retry)
   * mails nothing, its topics await the link mailed moments ago. New topics merge with those of the
   * recent links into the new link; every earlier link still confirms what its own mail listed.
   */
  async function subscribe(input: NewsletterSubscribe, lang: Language, actor: Actor): Promise<void> {
    const requested = subscribedTopics(input);
    await db.transaction().execute(async (trx) => {
      // the address's hit holds its advisory lock to the end of this transaction: a second form of the
      // address waits here until this one has committed, and then finds its link
      await within(trx, "mail", actor, input.mail);
      const since = new Date(now().getTime() - NEWSLETTER_REPEAT_WINDOW_MS);
      const step = subscribeStep(
        requested,
        await repo.verifiedTopics(trx, input.mail),
        await recentlyMailedTopics(trx, input.mail, since, now()),
      );
      if (step.kind === "repeat") {
        await audit(trx, actor, "NEWSLETTER_SUBSCRIBE_REPEATED", input.mail, {
          after: { topics: requested },
        });
        return;
      }
      const { topics } = step;
      const verify = await issueSubscribeToken(trx, input.mail, topics, now());
      await repo.addPendingTopics(trx, input.mail, topics, { lang, now: now() });
      const mail = newsletterSubscribeMail(lang, {
        topics,
        link: page(NEWSLETTER_PAGES.verifySubscribe, { token: verify.token }),
        expiresAt: verify.expiresAt,
        unsubscribePage: page(NEWSLETTER_PAGES.unsubscribe),
      });
      await enqueueNewsletterMail(
        trx,
        { ...mail, to: input.mail, kind: "newsletter-subscribe" },
        { publicUrl, now: now() },
      );
      await audit(trx, actor, "NEWSLETTER_SUBSCRIBE_REQUESTED", input.mail, { after: { topics } });
    });
  }

  /**
   * `verify/subscribe`: the topics the link's mail listed become verified, exactly those (decision 39);
   * the token works once. A link lists at least one topic (the database refuses one without).
   */
  async function confirmSubscription(
    token: string,
    lang: Language,
    actor: Actor,
  ): Promise<NewsletterUserdata> {
    const hash = tokenHashOf(token);
    if (!hash) throw invalidToken();
    return db.transaction().execute(async (trx) => {
      const spent = await spendToken(trx, hash, "VERIFY_SUBSCRIBE", now());
      if (!spent?.topics) throw invalidToken();
      const { mail, topics: confirmed } = spent;
      await repo.confirmTopics(trx, mail, confirmed, { lang, now: now() });
      const topics = await repo.verifiedTopics(trx, mail);
      await audit(trx, actor, "NEWSLETTER_SUBSCRIBED", mail, { after: { confirmed, topics } });
      return { mail, topics };
    });
  }

  /**
   * `unsubscribev2` and `unsubscribe/resend`: a subscribed address gets the link to the page that
   * confirms; an unknown one gets nothing, and the same answer.
   */
  async function requestUnsubscribe(address: string, lang: Language, actor: Actor): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await within(trx, "mail", actor, address);
      if (!(await repo.hasTopics(trx, address))) return;
      const verify = await issueToken(trx, address, "VERIFY_UNSUBSCRIBE", now());
      const mail = newsletterUnsubscribeMail(lang, {
        link: page(NEWSLETTER_PAGES.verifyUnsubscribe, { token: verify.token }),
        expiresAt: verify.expiresAt,
      });
      await enqueueNewsletterMail(
        trx,
        { ...mail, to: address, kind: "newsletter-unsubscribe" },
        { publicUrl, now: now() },
      );
      await audit(trx, actor, "NEWSLETTER_UNSUBSCRIBE_REQUESTED", address);
    });
  }

  /** `verify/unsubscribe`: every topic of the token's address ends; the token works once. */
  async function confirmUnsubscription(token: string, actor: Actor): Promise<NewsletterUserdata> {
    const hash = tokenHashOf(token);
    if (!hash) throw invalidToken();
    return db.transaction().execute(async (trx) => {
      const mail = (await spendToken(trx, hash, "VERIFY_UNSUBSCRIBE", now()))?.mail;
      if (!mail) throw invalidToken();
      const before = await repo.verifiedTopics(trx, mail);
      await repo.deleteTopics(trx, mail);
      await audit(trx, actor, "NEWSLETTER_UNSUBSCRIBED", mail, { before: { topics: before } });
      return { mail, topics: [] };
    });
  }

  /** `edit/resend`: a subscribed address gets the link to the edit page; an unknown one nothing. */
  async function requestEdit(address: string, lang: Language, actor: Actor): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await within(trx, "mail", actor, address);
      if (!(await repo.hasTopics(trx, address))) return;
      const edit = await issueToken(trx, address, "EDIT", now());
      const mail = newsletterEditMail(lang, {
        link: page(NEWSLETTER_PAGES.edit, { token: edit.token }),
        expiresAt: edit.expiresAt,
        unsubscribePage: page(NEWSLETTER_PAGES.unsubscribe),
      });
      await enqueueNewsletterMail(
        trx,
        { ...mail, to: address, kind: "newsletter-edit" },
        { publicUrl, now: now() },
      );
      await audit(trx, actor, "NEWSLETTER_EDIT_REQUESTED", address);
    });
  }

  /** The address of an EDIT token that still works (it works until it expires, for several saves). */
  async function editableMail(trx: Queryable, token: string): Promise<string> {
    const hash = tokenHashOf(token);
    const mail = hash ? await findTokenMail(trx, hash, "EDIT", now()) : undefined;
    if (!mail) throw invalidToken();
    return mail;
  }

  /** `userdata`: the address of an EDIT token and its verified topics. */
  async function userdata(token: string): Promise<NewsletterUserdata> {
    const mail = await editableMail(db, token);
    return { mail, topics: await repo.verifiedTopics(db, mail) };
  }

  /**
   * `update`: the address's topics become the given set, all verified (the token proves the address),
   * in the language of the page that saved them; an empty set unsubscribes.
   */
  async function update(input: NewsletterUpdate, lang: Language, actor: Actor): Promise<NewsletterUserdata> {
    return db.transaction().execute(async (trx) => {
      const mail = await editableMail(trx, input.token);
      const before = await repo.verifiedTopics(trx, mail);
      await repo.replaceTopics(trx, mail, uniqueTopics(input.topics), { lang, now: now() });
      const topics = await repo.verifiedTopics(trx, mail);
      await audit(trx, actor, "NEWSLETTER_UPDATED", mail, { before: { topics: before }, after: { topics } });
      return { mail, topics };
    });
  }

  /** `tokenForUser`: an EDIT token for the caller's own address, without a mail round trip. */
  async function tokenForUser(person: AuthPerson, actor: Actor): Promise<{ token: string }> {
    return db.transaction().execute(async (trx) => {
      const edit = await issueToken(trx, person.email.toLowerCase(), "EDIT", now());
      await audit(trx, actor, "NEWSLETTER_EDIT_TOKEN", person.email.toLowerCase());
      return { token: edit.token };
    });
  }

  /** `checkuserv2`, `checkMailSubscribe`, `checkMailEdit`: well-formed or not, never subscribed or not. */
  async function checkMail(mail: string, actor: Actor): Promise<{ valid: boolean }> {
    const valid = isNewsletterMail(mail);
    await db
      .transaction()
      .execute((trx) => within(trx, "check", actor, valid ? mail.trim().toLowerCase() : null));
    return { valid };
  }

  /** `oneclick` (RFC 8058): every topic of the MANAGE token's address ends at once, no confirmation. */
  async function oneClick(token: string, actor: Actor): Promise<void> {
    const hash = tokenHashOf(token);
    if (!hash) throw invalidToken();
    await db.transaction().execute(async (trx) => {
      // not spent: a mail program may post twice, and every recent mail's link keeps working
      const mail = await findTokenMail(trx, hash, "MANAGE", now());
      if (!mail) throw invalidToken();
      const before = await repo.verifiedTopics(trx, mail);
      if ((await repo.deleteTopics(trx, mail)) === 0) return;
      await audit(trx, actor, "NEWSLETTER_ONE_CLICK_UNSUBSCRIBED", mail, { before: { topics: before } });
    });
  }

  return {
    subscribe,
    confirmSubscription,
    requestUnsubscribe,
    confirmUnsubscription,
    requestEdit,
    userdata,
    update,
    tokenForUser,
    checkMail,
    oneClick,
  };
}
