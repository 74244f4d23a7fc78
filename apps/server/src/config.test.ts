import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { DEMO_ADMIN_PASSWORD } from "./lib/published-passwords.ts";

describe("configuration", () => {
  it("has working defaults: port 8080, ./data, PGlite with demo data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.logDir).toBe(path.resolve("data/logs"));
    expect(config.databaseUrl).toBeNull();
    expect(config.demoData).toBe(true);
    expect(config.admin).toEqual({
      email: "admin@erhebungsdatenbank.de",
      password: DEMO_ADMIN_PASSWORD,
      passwordIsDemoDefault: true,
    });
    expect(config.sessionIdleMs).toBe(3_600_000);
    expect(config.sqlQueryTimeoutMs).toBe(3_000);
    expect(config.uploadStagingMaxAgeMs).toBe(6 * 3_600_000);
  });

  it("gives a SQL console query less time on the embedded database, where the app waits for it", () => {
    expect(loadConfig({}).sqlQueryTimeoutMs).toBe(3_000);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).sqlQueryTimeoutMs).toBe(10_000);
    expect(loadConfig({ SQL_QUERY_TIMEOUT_MS: "7000" }).sqlQueryTimeoutMs).toBe(7_000);
  });

  it("takes the SDMX agency from SDMX_AGENCY, DESTATIS by default, and refuses one that is no SDMX id", () => {
    expect(loadConfig({}).sdmxAgency).toBe("DESTATIS");
    expect(loadConfig({ SDMX_AGENCY: "DE_STAT-2" }).sdmxAgency).toBe("DE_STAT-2");
    for (const wrong of ["2DE", "DE.STAT", "DE STAT", "DÉ"])
      expect(() => loadConfig({ SDMX_AGENCY: wrong })).toThrow(/SDMX_AGENCY: must be an SDMX id/);
  });

  it("keeps the public events 400 days by default, EVENT_RETENTION_DAYS otherwise, at least one", () => {
    expect(loadConfig({}).eventRetentionMs).toBe(400 * 24 * 3_600_000);
    expect(loadConfig({ EVENT_RETENTION_DAYS: "30" }).eventRetentionMs).toBe(30 * 24 * 3_600_000);
    expect(() => loadConfig({ EVENT_RETENTION_DAYS: "0" })).toThrow(/EVENT_RETENTION_DAYS/);
  });

  it("takes the DDI agency from DDI_AGENCY, de.destatis by default, and refuses one that is no DDI agency id", () => {
    expect(loadConfig({}).ddiAgency).toBe("de.destatis");
    expect(loadConfig({ DDI_AGENCY: "int.example-2" }).ddiAgency).toBe("int.example-2");
    for (const wrong of ["de..destatis", ".de", "de_destatis", "de destatis", `${"a".repeat(64)}.de`])
      expect(() => loadConfig({ DDI_AGENCY: wrong })).toThrow(/DDI_AGENCY: must be a DDI agency id/);
  });

  it("names MAIL_FROM as OAI-PMH's administrator unless OAI_ADMIN_EMAIL is set", () => {
    expect(loadConfig({ MAIL_FROM: "post@example.org" }).oaiAdminEmail).toBe("post@example.org");
    expect(loadConfig({ OAI_ADMIN_EMAIL: "oai@example.org" }).oaiAdminEmail).toBe("oai@example.org");
  });

  it("turns demo data off by default on PostgreSQL, and on when asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", DEMO_DATA: "true" }).demoData).toBe(true);
  });

  it("listens on loopback unless HOST says otherwise, and on every interface for PostgreSQL without demo data", () => {
    const postgres = "postgres://u@h/db";
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ DEMO_DATA: "false" }).host).toBe("127.0.0.1");
    expect(loadConfig({ DATABASE_URL: postgres, DEMO_DATA: "true" }).host).toBe("127.0.0.1");
    expect(loadConfig({ DATABASE_URL: postgres }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ DATABASE_URL: postgres, HOST: "10.1.2.3" }).host).toBe("10.1.2.3");
  });

  it("reads every setting", () => {
    const config = loadConfig({
      PORT: "9000",
      DATA_DIR: "/srv/erhdb",
      LOG_DIR: "/var/log/erhdb",
      SMTP_URL: "smtp://mail.example:25",
      ADMIN_EMAIL: "Root@Example.org",
      ADMIN_PASSWORD: "ein-langes-Passwort",
      LOGIN_LOCK_MAX_FAILURES: "3",
      LOGIN_LOCK_ADDRESS_MAX_FAILURES: "12",
      LOGIN_DELAY_AFTER_FAILURES: "6",
      LOGIN_DELAY_BASE_MS: "500",
      LOGIN_DELAY_MAX_MS: "4000",
      TRUST_PROXY: "10.0.0.5, 192.168.0.0/16,loopback",
      SQL_QUERY_TIMEOUT_MS: "2500",
      UPLOAD_STAGING_MAX_AGE_SECONDS: "0",
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: "/srv/erhdb",
      logDir: "/var/log/erhdb",
      smtpUrl: "smtp://mail.example:25",
      admin: { email: "root@example.org", password: "ein-langes-Passwort", passwordIsDemoDefault: false },
      loginLock: { maxFailures: 3, addressMaxFailures: 12 },
      loginDelay: { afterFailures: 6, baseMs: 500, maxMs: 4000 },
      trustProxy: ["10.0.0.5", "192.168.0.0/16", "loopback"],
      sqlQueryTimeoutMs: 2500,
      uploadStagingMaxAgeMs: 0,
    });
  });

  it("stops with a message naming every wrong variable", () => {
    const attempt = () =>
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        ADMIN_PASSWORD: "short",
        DEMO_DATA: "maybe",
        UPLOAD_STAGING_MAX_AGE_SECONDS: "-1",
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return String(error);
      }
    })();
    for (const name of [
      "PORT",
      "DATABASE_URL",
      "ADMIN_PASSWORD",
      "DEMO_DATA",
      "UPLOAD_STAGING_MAX_AGE_SECONDS",
    ])
      expect(message).toContain(name);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(8080);
  });
});

describe("TRUST_PROXY", () => {
  const messageOf = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value });
      return "";
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return String(error);
    }
  };

  it("means no proxy when unset or false-like", () => {
    for (const value of [undefined, "", "false", "0", "no", "off", "FALSE"]) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it("takes the proxies' addresses, CIDR ranges and proxy-addr's named ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: " ::1 , 2001:db8::/32, 10.1.0.0/16, uniquelocal" }).trustProxy).toEqual([
      "::1",
      "2001:db8::/32",
      "10.1.0.0/16",
      "uniquelocal",
    ]);
  });

  it("refuses trusting everyone, with the reason and what to write instead", () => {
    for (const value of ["true", "yes", "on", "TRUE"]) {
      const message = messageOf(value);
      expect(message).toContain("TRUST_PROXY");
      expect(message).toContain("anyone could choose the address");
      expect(message).toContain("TRUST_PROXY=127.0.0.1");
    }
    for (const value of ["0.0.0.0/0", "::/0"])
      expect(messageOf(value)).toContain("would trust every address");
  });

  it("refuses a number of hops, which Fastify no longer honours, with the reason", () => {
    for (const value of ["1", "2"]) {
      const message = messageOf(value);
      expect(message).toContain("TRUST_PROXY");
      expect(message).toContain("cannot tell a proxy from a client");
      expect(message).toContain("TRUST_PROXY=127.0.0.1");
    }
  });

  it("names each entry that is no address, range or named range", () => {
    const message = messageOf("10.0.0.1, proxy.example, 10.0.0.0/33, ::1/129, 10.0.0.0/8/9");
    for (const wrong of ["proxy.example", "10.0.0.0/33", "::1/129", "10.0.0.0/8/9"])
      expect(message).toContain(wrong);
    expect(message).not.toContain('"10.0.0.1"');
  });
});

describe("the webhooks' networks (decision 48)", () => {
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return String(error);
    }
    throw new Error("accepted");
  };

  it("allows https only and no refused range unless told, and reads the ranges as TRUST_PROXY's", () => {
    expect(loadConfig({}).webhooks).toEqual({ allowHttp: false, allowedNetworks: [] });
    expect(
      loadConfig({ WEBHOOK_ALLOW_HTTP: "yes", WEBHOOK_ALLOWED_NETWORKS: " 127.0.0.1, 10.8.0.0/16 ,fd00::/8" })
        .webhooks,
    ).toEqual({ allowHttp: true, allowedNetworks: ["127.0.0.1", "10.8.0.0/16", "fd00::/8"] });
  });

  it("refuses what is no address or range, every address at once, and names of ranges, naming each", () => {
    const message = refusal({ WEBHOOK_ALLOWED_NETWORKS: "10.0.0.0/8, intranet, 10.0.0.0/33, loopback" });
    for (const wrong of ["WEBHOOK_ALLOWED_NETWORKS", "intranet", "10.0.0.0/33", "loopback"])
      expect(message).toContain(wrong);
    expect(message).not.toContain('"10.0.0.0/8"');
    for (const every of ["0.0.0.0/0", "::/0"])
      expect(refusal({ WEBHOOK_ALLOWED_NETWORKS: every })).toContain("every address");
    expect(refusal({ WEBHOOK_ALLOW_HTTP: "maybe" })).toContain("WEBHOOK_ALLOW_HTTP");
  });
});
