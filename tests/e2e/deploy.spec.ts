import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { freePort, startServer, templateCopy, tempDir, type ServerProcess, SERVER_HOOK_TIMEOUT_MS } from "./support/processes";
import { E2E_ADMIN } from "../support/staff-sign-in";

/**
 * The README's reverse proxy, as shipped (docs/deploy/nginx.conf), in front of a production server with TRUST_PROXY=1
 * and an https SITE_URL: only the listening addresses, the upstream port, the name and the certificate (made here,
 * self-signed) are put in for the test. .ci/run installs nginx; a machine without it cannot run this file.
 */
const NGINX = "/usr/sbin/nginx";
const SHIPPED_CONFIG = "docs/deploy/nginx.conf";
/** How long nginx may take to answer its first request (a guard, not a wait). */
const NGINX_READY_TIMEOUT_MS = 15_000;
const FORM_LIMIT = 2;

// As every spec that starts a server of its own (its hook sets SERVER_HOOK_TIMEOUT_MS for the start).
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: ServerProcess;
let nginx: ChildProcess;
let data: ReturnType<typeof tempDir>;
let httpsPort: number;
let httpPort: number;

/** The shipped site file with this test's ports, name and certificate; fails if the file no longer has what it swaps. */
function siteConfig(upstreamPort: number, dir: string): string {
  let text = readFileSync(SHIPPED_CONFIG, "utf8");
  const swaps: [string | RegExp, string][] = [
    ["listen [::]:80;", ""],
    ["listen [::]:443 ssl http2;", ""],
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["/etc/letsencrypt/live/www.helios-windows.example/fullchain.pem", path.join(dir, "cert.pem")],
    ["/etc/letsencrypt/live/www.helios-windows.example/privkey.pem", path.join(dir, "key.pem")],
    [/server_name www\.helios-windows\.example;/g, "server_name localhost;"],
    ["proxy_pass http://127.0.0.1:3000;", `proxy_pass http://127.0.0.1:${upstreamPort};`],
  ];
  for (const [from, to] of swaps) {
    expect(typeof from === "string" ? text.includes(from) : from.test(text), `${SHIPPED_CONFIG} has ${String(from)}`).toBe(true);
    text = typeof from === "string" ? text.replace(from, to) : text.replace(from, to);
  }
  return text;
}

function mainConfig(dir: string): string {
  const temp = (name: string) => {
    mkdirSync(path.join(dir, name), { recursive: true });
    return path.join(dir, name);
  };
  return [
    // Workers as the user running the test, so they can use the temporary folders.
    process.getuid?.() === 0 ? "user root;" : "",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 64; }",
    "http {",
    "  access_log off;",
    `  client_body_temp_path ${temp("body")};`,
    `  proxy_temp_path ${temp("proxy")};`,
    `  fastcgi_temp_path ${temp("fastcgi")};`,
    `  uwsgi_temp_path ${temp("uwsgi")};`,
    `  scgi_temp_path ${temp("scgi")};`,
    `  include ${path.join(dir, "helios-site.conf")};`,
    "}",
  ].join("\n");
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request through nginx over HTTPS (its certificate is self-signed), as a browser at the site's address sends it. */
function viaProxy(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        port: httpsPort,
        servername: "localhost",
        rejectUnauthorized: false,
        path: pathname,
        method: options.method ?? "GET",
        headers: { Host: `localhost:${httpsPort}`, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  // A check that cannot run is a failure, not a skip: the README and .ci/run say how to install nginx.
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install nginx (apt-get install -y nginx), as .ci/run does`);
  data = templateCopy("helios-deploy-e2e-");
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  server = startServer(
    {
      DATA_DIR: data.dir,
      TRUST_PROXY: "1",
      SITE_URL: `https://localhost:${httpsPort}`,
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      ALTCHA_COST: "200",
    },
    await freePort(),
  );
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", path.join(data.dir, "key.pem"), "-out", path.join(data.dir, "cert.pem")], { stdio: "ignore" });
  writeFileSync(path.join(data.dir, "helios-site.conf"), siteConfig(server.port, data.dir));
  writeFileSync(path.join(data.dir, "nginx.conf"), mainConfig(data.dir));
  nginx = spawn(NGINX, ["-p", data.dir, "-e", path.join(data.dir, "error.log"), "-c", path.join(data.dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let nginxErrors = "";
  nginx.stderr!.on("data", (chunk) => (nginxErrors += chunk));
  await server.ready();
  const deadline = Date.now() + NGINX_READY_TIMEOUT_MS;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxErrors}`);
    const answer = await viaProxy("/livez").catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${nginxErrors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  nginx?.kill("SIGTERM");
  server?.child.kill("SIGTERM");
  await server?.exited;
  data?.remove();
});

test("HTTPS through the proxy: HSTS, nginx's request id in the log, plain HTTP redirected, Secure staff cookies", async () => {
  // An id the client makes up is replaced by nginx's own.
  const page = await viaProxy("/about", { headers: { "X-Request-Id": "forged-by-the-client-0001" } });
  expect(page.status).toBe(200);
  expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  // nginx's $request_id (32 hex digits), trusted from the one proxy, answered and logged.
  const reqId = String(page.headers["x-request-id"]);
  expect(reqId).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => server.output()).toContain(`"reqId":"${reqId}"`);
  const line = server.output().split("\n").find((text) => text.includes(`"reqId":"${reqId}"`) && text.includes('"msg":"request"'));
  expect(JSON.parse(line!)).toMatchObject({ method: "GET", path: "/about", status: 200 });

  const plain = await new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: httpPort, path: "/about?x=1", headers: { Host: "localhost" } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: "" }));
    });
    req.on("error", reject);
    req.end();
  });
  expect(plain.status).toBe(301);
  expect(plain.headers.location).toBe("https://localhost/about?x=1");

  const signIn = await viaProxy("/admin/login", {
    method: "POST",
    headers: { Origin: `https://localhost:${httpsPort}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: E2E_ADMIN.email, password: E2E_ADMIN.password, next: "/admin/submissions" }).toString(),
  });
  expect(signIn.status).toBe(303);
  const cookie = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []).join("\n");
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; HttpOnly/);
});

test("the form limit counts the address nginx saw, whatever X-Forwarded-For a client forges", async () => {
  const contact = async (forged: string) =>
    JSON.stringify({
      first_name: "Proxy",
      last_name: "Test",
      _replyto: `proxy-${forged}@example.com`,
      phone: "6045550123",
      message: "Through nginx",
      how_did_you_hear: "Google",
      altcha: await solvedCaptcha(server.url),
    });
  const statuses: number[] = [];
  for (const forged of ["203.0.113.1", "203.0.113.2", "203.0.113.3"].slice(0, FORM_LIMIT + 1)) {
    const answer = await viaProxy("/f/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forged },
      body: await contact(forged),
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([200, 200, 429]);
  // Straight to the server (as if from another proxy hop), another forwarded address is another client: the
  // limit is per visitor address, and through nginx that address was nginx's view of the client each time.
  const direct = await fetch(`${server.url}/f/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.50" },
    body: await contact("198.51.100.50"),
  });
  expect(direct.status).toBe(200);
});
