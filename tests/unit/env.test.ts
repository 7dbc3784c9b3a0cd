import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#app/lib/env.server";

describe("configuration", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.ENABLE_TEST_ROUTES).toBe(false);
  });

  it("honours PORT, HOST and SITE_URL and drops a trailing slash", () => {
    const env = parseEnv({ PORT: "8080", HOST: "127.0.0.1", SITE_URL: "https://www.example.com/" });
    expect(env).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", SITE_URL: "https://www.example.com" });
  });

  it("backs up daily into DATA_DIR/backups, keeping 14, unless told otherwise", () => {
    expect(parseEnv({ DATA_DIR: "/srv/helios" })).toMatchObject({ BACKUP_DIR_ABSOLUTE: "/srv/helios/backups", BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: 14 });
    expect(parseEnv({ BACKUP_DIR: "/mnt/backups", BACKUP_INTERVAL_HOURS: "0.5", BACKUP_KEEP: "3" })).toMatchObject({
      BACKUP_DIR_ABSOLUTE: "/mnt/backups",
      BACKUP_INTERVAL_HOURS: 0.5,
      BACKUP_KEEP: 3,
    });
    expect(parseEnv({ BACKUP_INTERVAL_HOURS: "0" }).BACKUP_INTERVAL_HOURS).toBe(0);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", SITE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["PORT", "3.5"],
    ["SITE_URL", "localhost:3000"],
    ["SITE_URL", "ftp://example.com"],
    ["SITE_URL", "https://example.com/?a=1"],
    ["BACKUP_INTERVAL_HOURS", "-1"],
    ["BACKUP_INTERVAL_HOURS", "daily"],
    ["BACKUP_KEEP", "0"],
    ["BACKUP_KEEP", "2.5"],
  ])("rejects %s=%s with an error naming the variable", (variable, value) => {
    let caught: unknown;
    try {
      parseEnv({ [variable]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).variable).toBe(variable);
    expect((caught as EnvError).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect((caught as EnvError).message).not.toContain("\n");
  });

  it("reads the key for client addresses", () => {
    expect(parseEnv({ CLIENT_HASH_KEY: ` ${"k".repeat(32)} ` }).CLIENT_HASH_KEY).toBe("k".repeat(32));
  });

  it("lets a test server hash staff passwords at a lower cost", () => {
    expect(parseEnv({}).TEST_PASSWORD_HASH_COST).toBeUndefined();
    expect(parseEnv({ TEST_PASSWORD_HASH_COST: "16384", ENABLE_TEST_ROUTES: "1" }).TEST_PASSWORD_HASH_COST).toBe(16384);
  });

  it("reads the first staff account and the session secret", () => {
    const env = parseEnv({ ADMIN_EMAIL: " Staff@Helios.Example ", ADMIN_PASSWORD: "correct horse battery", SESSION_SECRET: "s".repeat(32) });
    expect(env).toMatchObject({ ADMIN_EMAIL: "staff@helios.example", ADMIN_PASSWORD: "correct horse battery", SESSION_SECRET: "s".repeat(32) });
  });

  it.each([
    [{ ADMIN_EMAIL: "staff@helios.example" }, "ADMIN_PASSWORD"],
    [{ ADMIN_PASSWORD: "correct horse battery" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: "not an email", ADMIN_PASSWORD: "correct horse battery" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: "staff@helios.example", ADMIN_PASSWORD: "too short" }, "ADMIN_PASSWORD"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ CLIENT_HASH_KEY: "a".repeat(31) }, "CLIENT_HASH_KEY"],
    // A cheaper password hash is for test servers only, and never below 1 MB or above the real cost.
    [{ TEST_PASSWORD_HASH_COST: "16384" }, "TEST_PASSWORD_HASH_COST"],
    [{ TEST_PASSWORD_HASH_COST: "16384", ENABLE_TEST_ROUTES: "0" }, "TEST_PASSWORD_HASH_COST"],
    [{ TEST_PASSWORD_HASH_COST: "10000", ENABLE_TEST_ROUTES: "1" }, "TEST_PASSWORD_HASH_COST"],
    [{ TEST_PASSWORD_HASH_COST: "512", ENABLE_TEST_ROUTES: "1" }, "TEST_PASSWORD_HASH_COST"],
    [{ TEST_PASSWORD_HASH_COST: "262144", ENABLE_TEST_ROUTES: "1" }, "TEST_PASSWORD_HASH_COST"],
  ])("refuses an incomplete or weak staff configuration %j", (vars, variable) => {
    let caught: unknown;
    try {
      parseEnv(vars);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).variable).toBe(variable);
  });

  it("never repeats a URL's user name, password or query in the error, and says how to write one", () => {
    const cases: [string, string][] = [
      ["DATABASE_URL", "postgres://owner:Pa55-zq9@db.example:port/helios"],
      ["DATABASE_URL", "postgres://owner:Pa55/zq9@db.example/helios"],
      ["DATABASE_URL", "mysql://owner:Pa55-zq9@db.example/helios"],
      ["DATABASE_URL", "mysql://db.example/helios?password=Pa55-zq9"],
      ["SMTP_URL", "smtpx://mailer:Pa55-zq9@smtp.example:587"],
      ["SMTP_URL", "smtp://mailer:Pa55#zq9@smtp.example:587"],
      ["SMTP_URL", "smtp://mailer:Pa55%zq9@smtp.example:587"],
      ["SITE_URL", "https://owner:Pa55-zq9@www.example.com"],
      ["FORM_FORWARD_URL", "https://owner:Pa55-zq9@forms example"],
    ];
    for (const [variable, value] of cases) {
      let message = "";
      try {
        parseEnv({ [variable]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, value).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
      expect(message, value).not.toMatch(/Pa55|zq9/);
      expect(message, value).not.toContain("\n");
    }
    let message = "";
    try {
      parseEnv({ SMTP_URL: "smtp://mailer:Pa55/zq9@smtp.example:587" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'Invalid configuration: SMTP_URL is not a URL with a host that can be read: percent-encode any @ / # ? : % in the user name or password (%40 %2F %23 %3F %3A %25) (got "smtp://***@smtp.example:587")',
    );
    // What the drivers read, encoded as they encode it, still starts.
    for (const [variable, value] of [
      ["DATABASE_URL", "postgresql://owner:Pa55%40zq9@localhost:5432/helios"],
      ["DATABASE_URL", "postgres://owner@/helios"],
      ["SMTP_URL", "smtps://mailer:Pa55%2Fzq9@smtp.example:465"],
    ] as const) {
      expect(parseEnv({ [variable]: value })[variable]).toBe(value);
    }
  });

  it("never repeats a secret's value in the error", () => {
    for (const [variable, value] of [
      ["ADMIN_PASSWORD", "hunter2"],
      ["SESSION_SECRET", "tooshortsecret"],
      ["CLIENT_HASH_KEY", "tooshortclientkey"],
      ["ALTCHA_HMAC_KEY", "tooshortkey"],
    ]) {
      let message = "";
      try {
        parseEnv({ ADMIN_EMAIL: "staff@helios.example", [variable!]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
      expect(message).not.toContain(value);
    }
  });
});

