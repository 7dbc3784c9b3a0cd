// Solved captchas for the bench's form posts, as the form's widget sends them: base64 of { challenge, solution }, the
// challenge the server's own (GET /captcha/challenge). The server takes each for one post only (a replay is refused).
// Solving is the visitor's work, done here before any timed run; verifying a solution is two HMACs whatever the
// cost (the challenge carries a signature of the expected key), so the cost a server is set to does not change the
// work of a post it measures.
import { pbkdf2Sync } from "node:crypto";
import http from "node:http";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** Challenges asked for at once while solving many: the server makes the next ones while this process solves. */
const CHALLENGES_IN_FLIGHT = 8;
const ALGORITHM = "PBKDF2/SHA-256";
const COUNTER_BYTES = 4;

/** What the form field carries. */
const payload = (challenge, solution) => Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");

/** One solved captcha, with the widget's own solver (altcha-lib). */
export async function solvedCaptcha(url) {
  const response = await fetch(`${url}/captcha/challenge`);
  if (!response.ok) throw new Error(`the captcha challenge answered ${response.status}: ${await response.text()}`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the captcha challenge has no solution");
  return payload(challenge, solution);
}

/**
 * The search of altcha-lib's solveChallenge (counters from 0; the password is the nonce, then the counter as a
 * big-endian 32-bit number; the derived key must start with the key prefix), in one synchronous loop: the library
 * awaits each derivation, which at a cost of one iteration is most of the time a solve takes.
 */
export function solve(challenge) {
  const { algorithm, nonce, salt, keyPrefix, cost, keyLength = 32 } = challenge.parameters;
  if (algorithm !== ALGORITHM || keyPrefix.length % 2 !== 0) throw new Error(`an unexpected captcha challenge: ${JSON.stringify(challenge.parameters)}`);
  const nonceBytes = Buffer.from(nonce, "hex");
  const saltBytes = Buffer.from(salt, "hex");
  const prefix = Buffer.from(keyPrefix, "hex");
  const password = Buffer.alloc(nonceBytes.length + COUNTER_BYTES);
  nonceBytes.copy(password);
  for (let counter = 0; counter <= 0xffff_ffff; counter++) {
    password.writeUInt32BE(counter, nonceBytes.length);
    const key = pbkdf2Sync(password, saltBytes, cost, keyLength, "sha256");
    if (prefix.equals(key.subarray(0, prefix.length))) return { counter, derivedKey: key.toString("hex") };
  }
  throw new Error("the captcha challenge has no solution");
}

function challengeFrom(url, agent) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          if (response.statusCode === 200) resolve(JSON.parse(text));
          else reject(new Error(`the captcha challenge answered ${response.statusCode}: ${text}`));
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * `count` solved captchas, one challenge each. Fast when the server's ALTCHA_COST is low (about 3 ms a solve at a
 * cost of 1); the server limits challenges per client (CHALLENGES_PER_WINDOW, or three times FORM_RATE_LIMIT when
 * that is more), so a server asked for thousands needs a high FORM_RATE_LIMIT.
 */
export async function solvedCaptchas(url, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CHALLENGES_IN_FLIGHT });
  const solved = [];
  let asked = 0;
  const asker = async () => {
    while (asked < count) {
      asked++;
      const challenge = await challengeFrom(`${url}/captcha/challenge`, agent);
      solved.push(payload(challenge, solve(challenge)));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(CHALLENGES_IN_FLIGHT, count) }, asker));
  } finally {
    agent.destroy();
  }
  return solved;
}
