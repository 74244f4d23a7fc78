import {
  LOGGED_IN,
  newsletterMailCheckAnswer,
  newsletterSubscribeSchema,
  newsletterTokenAnswer,
  newsletterUpdateSchema,
  newsletterUserdataAnswer,
  PUBLIC,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { langOf } from "../../lib/messages.ts";
import { uncheckedBody } from "../../lib/route-schemas.ts";
import { actorOf, callerOf } from "../../plugins/access.ts";
import { checkQuery, emptyAnswer, mailQuery, tokenQuery } from "./schema.ts";
import { createNewsletterService } from "./service.ts";
import { refuseInvalidNewsletterInput } from "./validation.ts";

export interface NewsletterRoutesOptions {
  db: Database;
  /** the app's public address (Config.publicUrl), where the mails' links lead */
  publicUrl: string;
  now?: (() => Date) | undefined;
}

/** SPEC 7 "Newsletter" (decision 17); the digest of new resources is the job in digest.ts. */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (app, options) => {
  const newsletter = createNewsletterService(options.db, {
    publicUrl: options.publicUrl,
    now: options.now ?? (() => new Date()),
  });
  app.addHook("preHandler", refuseInvalidNewsletterInput);
  // answers carry addresses and tokens: no cache keeps them
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  // RFC 8058: a mail program posts `List-Unsubscribe=One-Click` as a form; the token in the query is
  // what counts, so the body is taken and left unread
  const oneClickForm = uncheckedBody(z.object({ "List-Unsubscribe": z.literal("One-Click") }));
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, _body, done) =>
    done(null, {}),
  );

  /** The calls that mail a link: 202 whether or not the address is known. */
  const mailing = [
    ["/newsletter/unsubscribev2", newsletter.requestUnsubscribe],
    ["/newsletter/unsubscribe/resend", newsletter.requestUnsubscribe],
    ["/newsletter/edit/resend", newsletter.requestEdit],
  ] as const;
  for (const [path, mailLink] of mailing) {
    app.get(
      path,
      {
        config: { access: PUBLIC },
        attachValidation: true,
        schema: { querystring: mailQuery, response: { 202: emptyAnswer } },
      },
      async (request, reply) => {
        await mailLink(request.query.mail, langOf(request), actorOf(request));
        return reply.status(202).send({});
      },
    );
  }

  app.post(
    "/newsletter/subscribev2",
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: { body: newsletterSubscribeSchema, response: { 202: emptyAnswer } },
    },
    async (request, reply) => {
      await newsletter.subscribe(request.body, langOf(request), actorOf(request));
      return reply.status(202).send({});
    },
  );

  app.get(
    "/newsletter/verify/subscribe",
    {
      config: { access: PUBLIC },
      schema: { querystring: tokenQuery, response: { 200: newsletterUserdataAnswer } },
    },
    async (request) => newsletter.confirmSubscription(request.query.token, langOf(request), actorOf(request)),
  );

  app.get(
    "/newsletter/verify/unsubscribe",
    {
      config: { access: PUBLIC },
      schema: { querystring: tokenQuery, response: { 200: newsletterUserdataAnswer } },
    },
    async (request) => newsletter.confirmUnsubscription(request.query.token, actorOf(request)),
  );

  app.get(
    "/newsletter/userdata",
    {
      config: { access: PUBLIC },
      schema: { querystring: tokenQuery, response: { 200: newsletterUserdataAnswer } },
    },
    async (request) => newsletter.userdata(request.query.token),
  );

  app.post(
    "/newsletter/update",
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: { body: newsletterUpdateSchema, response: { 200: newsletterUserdataAnswer } },
    },
    async (request) => newsletter.update(request.body, langOf(request), actorOf(request)),
  );

  app.get(
    "/newsletter/tokenForUser",
    // a GET that issues a token
    { config: { access: LOGGED_IN, writes: true }, schema: { response: { 200: newsletterTokenAnswer } } },
    async (request) => {
      return newsletter.tokenForUser(callerOf(request), actorOf(request));
    },
  );

  for (const path of [
    "/newsletter/checkuserv2",
    "/newsletter/checkMailSubscribe",
    "/newsletter/checkMailEdit",
  ]) {
    app.get(
      path,
      {
        config: { access: PUBLIC },
        schema: { querystring: checkQuery, response: { 200: newsletterMailCheckAnswer } },
      },
      async (request) => newsletter.checkMail(request.query.mail, actorOf(request)),
    );
  }

  app.post(
    "/newsletter/oneclick",
    {
      config: { access: PUBLIC },
      schema: {
        querystring: tokenQuery,
        body: oneClickForm,
        consumes: ["application/x-www-form-urlencoded"],
        response: { 200: emptyAnswer },
      },
    },
    async (request) => {
      await newsletter.oneClick(request.query.token, actorOf(request));
      return {};
    },
  );
};
