import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { insertResource } from "../../../test/resource-fixtures.ts";
import { type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { answerOf, UNKNOWN_ID } from "../../../test/unknown-answer.ts";
import { FILES, postUpload, uploaded } from "../../../test/upload-fixtures.ts";

const UNKNOWN_KEY = "1".repeat(21);

let t: TestApp;
let tokens: Record<"admin" | "editor" | "noRights" | "core", string>;
let open: SurveyFixture;
let hidden: SurveyFixture;
let r: Record<"public" | "internal" | "testable" | "deleted" | "ofHidden", { id: number; key: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const newSurvey = await surveyFixtures(t.db);
  open = await newSurvey({ status: 3, accessMode: true });
  hidden = await newSurvey({ status: 0 });
  let version = 0;
  const resource = (survey: SurveyFixture, status: number, accessMode = true) =>
    insertResource(t.db, survey, { type: "97", status, accessMode, version: ++version });
  r = {
    public: await resource(open, 3),
    internal: await resource(open, 8, false),
    testable: await resource(open, 1),
    deleted: await resource(open, 9),
    ofHidden: await resource(hidden, 3),
  };
  // the core association's staff count as core (decision 13)
  await t.db.updateTable("person").set({ office: "99" }).where("email", "=", userOf("CoreBroker")).execute();
  tokens = {
    admin: await t.login(userOf("SuperAdmin"), TEST_PASSWORD),
    // eid_rights for 2110/09: sees the survey's live resources (decision 8)
    editor: await t.login(userOf("FachAdmin"), TEST_PASSWORD),
    noRights: await t.login(userOf("UserAdmin"), TEST_PASSWORD),
    core: await t.login(userOf("CoreBroker"), TEST_PASSWORD),
  };
});
afterAll(() => t.close());

const byId = (id: number, token: string | null = null, method: "GET" | "HEAD" = "GET") =>
  t.api({ method, url: `/resource/content/${id}`, token });
const byKey = (key: string, token: string | null = null) =>
  t.api({ method: "GET", url: `/resource/content/resKey/${key}`, token });

async function counts(id: number) {
  return t.db
    .selectFrom("resource")
    .select(["count_core as core", "count_intern as intern", "count_extern as extern"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("GET resource/content/{id} and resource/content/resKey/{key}", () => {
  it("gives everyone a usable public resource of a public approved survey, as an attachment", async () => {
    for (const res of [await byId(r.public.id), await byKey(r.public.key)]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.toString()).toBe("x");
      expect(res.headers).toMatchObject({
        "content-type": "text/plain",
        "content-disposition": `attachment; filename="datei.txt"; filename*=UTF-8''datei.txt`,
        "content-length": "1",
        "x-content-type-options": "nosniff",
        "cache-control": "no-store",
      });
    }
  });

  it("answers a live resource the caller does not see exactly as an unknown one, anonymous or not (decision 34)", async () => {
    for (const resource of [r.internal, r.testable]) {
      for (const who of [null, tokens.noRights]) {
        expect(answerOf(await byId(resource.id, who))).toEqual(answerOf(await byId(UNKNOWN_ID, who)));
        expect(answerOf(await byKey(resource.key, who))).toEqual(answerOf(await byKey(UNKNOWN_KEY, who)));
      }
      expect((await byId(resource.id)).statusCode).toBe(404);
      expect((await byId(resource.id, tokens.editor)).statusCode).toBe(200);
      expect((await byKey(resource.key, tokens.admin)).statusCode).toBe(200);
    }
  });

  it("answers 404 where the caller may not know the resource exists", async () => {
    expect((await byId(r.deleted.id)).statusCode).toBe(404);
    expect((await byId(r.deleted.id, tokens.editor)).statusCode).toBe(404);
    expect((await byId(r.deleted.id, tokens.admin)).statusCode).toBe(200);
    expect((await byId(r.ofHidden.id)).statusCode).toBe(404);
    expect((await byKey(r.ofHidden.key, tokens.noRights)).statusCode).toBe(404);
    expect((await byId(999_999)).statusCode).toBe(404);
    expect((await byKey(UNKNOWN_KEY)).statusCode).toBe(404);
  });

  it("refuses a key that is not 21 or 27 digits with 400", async () => {
    for (const key of ["1".repeat(20), "1".repeat(22), "1".repeat(28), `${"1".repeat(20)}x`]) {
      expect((await byKey(key)).statusCode, key).toBe(400);
    }
  });
});

describe("usage counts", () => {
  it("counts core for the core association, intern for other staff, extern for the public; HEAD counts nothing", async () => {
    const before = await counts(r.public.id);
    await byId(r.public.id, tokens.core);
    await byKey(r.public.key, tokens.noRights);
    await byKey(r.public.key, tokens.admin);
    await byId(r.public.id);
    await byId(r.public.id, null, "HEAD");
    expect(await counts(r.public.id)).toEqual({
      core: before.core + 1,
      intern: before.intern + 2,
      extern: before.extern + 1,
    });
  });

  it("loses no count when many download at once", async () => {
    const before = await counts(r.public.id);
    const answers = await Promise.all(Array.from({ length: 25 }, () => byKey(r.public.key)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await counts(r.public.id)).extern).toBe(before.extern + 25);
  });

  it("does not count a refused download", async () => {
    const before = await counts(r.internal.id);
    await byId(r.internal.id);
    await byId(r.internal.id, tokens.noRights);
    expect(await counts(r.internal.id)).toEqual(before);
  });
});

describe("a file of several chunks", () => {
  it("streams back byte for byte", async () => {
    const bytes = randomBytes(1_300_000);
    const resource = await uploaded(
      await postUpload(t, open.id, {
        resource: { resourcetype: "88", specialization: "00" },
        file: { bytes, name: "daten.bin", type: "application/octet-stream" },
        token: tokens.admin,
      }),
    );
    const res = await byId(resource.id, tokens.admin);
    expect(res.headers["content-length"]).toBe(String(bytes.length));
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });
});

describe("a file of a free format (SPEC 5: type 88, type 89 from specialization 20)", () => {
  const page = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
  const upload = (resourcetype: string, specialization: string, name: string, type: string) =>
    postUpload(t, open.id, {
      resource: { resourcetype, specialization },
      file: { bytes: page, name, type },
      token: tokens.admin,
    }).then(uploaded);

  it("is stored and served as bytes, as an attachment with nosniff, whatever type the uploader declared", async () => {
    const sent: [type: string, specialization: string, name: string, declared: string][] = [
      ["88", "00", "seite.html", "text/html"],
      ["88", "99", "bild.svg", "image/svg+xml"],
      ["89", "20", "seite.xhtml", "application/xhtml+xml; charset=UTF-8"],
    ];
    for (const [type, specialization, name, declared] of sent) {
      const resource = await upload(type, specialization, name, declared);
      expect(resource.contentType, declared).toBe("application/octet-stream");
      const res = await byId(resource.id, tokens.admin);
      expect(res.headers, declared).toMatchObject({
        "content-type": "application/octet-stream",
        "content-disposition": `attachment; filename="${name}"; filename*=UTF-8''${name}`,
        "x-content-type-options": "nosniff",
      });
      expect(res.rawPayload.equals(page)).toBe(true);
    }
  });

  it("leaves a file of a checked format its checked type", async () => {
    const pdf = await uploaded(
      await postUpload(t, open.id, {
        resource: { resourcetype: "89", specialization: "05" },
        file: FILES.pdf(),
        token: tokens.admin,
      }),
    );
    expect(pdf.contentType).toBe("application/pdf");
    expect((await byId(pdf.id, tokens.admin)).headers["content-type"]).toBe("application/pdf");
  });
});
