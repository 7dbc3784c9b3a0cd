import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { tempDir } from "./processes";

/** vnu.jar from the vnu-jar package: the Nu Html Checker, the same checker as https://validator.w3.org/nu/. */
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/** A hung Java process is stopped and reported rather than left to the test's own timeout. */
const CHECKER_TIMEOUT_MS = 90_000;
/** The checker's JSON report: every message of every document, with the document's markup quoted. */
const CHECKER_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * The checker runs for seconds, not hours: Java's first compiler only (C1) spares the optimising one's work on two
 * cores, a quarter of the checker's CPU. C1's frames are larger, and the schema's evaluation recurses deeply: the
 * default stack overflows, so threads get a larger one (reserved, not used up front).
 */
const JVM_ARGS = ["-XX:TieredStopAtLevel=1", "-Xss64m"];

const CHECKER_ARGS = [
  "--format",
  "json",
  "--stdout",
  // Errors and warnings only: the info messages are notes (e.g. on the "/>" React writes on void elements).
  "--skip-info-messages",
  // Exit 0 whatever the documents hold, so a non-zero exit always means the checker itself failed.
  "--exit-zero-always",
  // Every page declares lang="en-CA"; guessing the language of short staff pages full of names only adds noise.
  "--no-langdetect",
  // The pages carry their stylesheet inline: it is the markup being checked here, not the CSS, whose current
  // properties and at-rules (@property, field-sizing…) the checker's CSS validator does not know.
  "--filterpattern",
  "CSS: .*",
];

/**
 * Checked along with the pages, to prove the checker ran and reports errors: a block element inside an inline
 * one is an error in every version of HTML.
 */
const CANARY_FILE = "canary.html";
const CANARY_HTML = `<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><span><div>Block in inline</div></span></body></html>`;

/** Longest piece of the page's markup quoted with a message (the start of the element at fault). */
const EXTRACT_LENGTH = 120;

export interface HtmlPage {
  /** Where the page came from (its URL), named in every message about it. */
  label: string;
  html: string;
}

interface CheckerMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  /** Markup around the problem; the problem itself is hiliteLength characters from hiliteStart. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

function javaCommand(): string {
  return process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : "java";
}

/** "error", "warning" or "fatal" ("non-document-error" is a file the checker could not read). */
function severity(message: CheckerMessage): string {
  if (message.type === "info") return message.subType ?? "info";
  return message.subType ?? message.type;
}

function describeMessage(message: CheckerMessage, label: string): string {
  const line = message.firstLine ?? message.lastLine;
  const where = line === undefined ? "" : ` line ${line}${message.firstColumn === undefined ? "" : `.${message.firstColumn}`}`;
  const start = message.hiliteStart ?? 0;
  const highlighted = message.extract?.slice(start, message.hiliteLength === undefined ? undefined : start + message.hiliteLength);
  const extract = highlighted?.replace(/\s+/g, " ").trim().slice(0, EXTRACT_LENGTH);
  return `${label} →${where}: ${severity(message)}: ${message.message}${extract ? ` [${extract}]` : ""}`;
}

async function runChecker(files: string[]): Promise<CheckerMessage[]> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(javaCommand(), [...JVM_ARGS, "-jar", VNU_JAR, ...CHECKER_ARGS, ...files], {
      timeout: CHECKER_TIMEOUT_MS,
      maxBuffer: CHECKER_MAX_OUTPUT_BYTES,
    }));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The Nu Html Checker could not run (${javaCommand()} -jar ${VNU_JAR}); it needs Java 17 or newer on the PATH or in JAVA_HOME.\n${detail}`,
    );
  }
  try {
    return (JSON.parse(stdout) as { messages: CheckerMessage[] }).messages;
  } catch {
    throw new Error(`The Nu Html Checker did not answer with its JSON report:\n${stdout.slice(0, 2000)}`);
  }
}

/**
 * Runs the Nu Html Checker once over all the pages (starting Java takes seconds, checking a page milliseconds) and
 * returns one line per error or warning, "label → line.column: severity: message [markup]", empty when all are valid.
 * Throws when the checker cannot run or does not report the known error of its canary document.
 */
export async function checkHtml(pages: HtmlPage[]): Promise<string[]> {
  const workDir = tempDir("helios-html-check-");
  try {
    const labels = new Map<string, string>();
    const files = pages.map((page, index) => {
      const file = path.join(workDir.dir, `page-${String(index).padStart(3, "0")}.html`);
      writeFileSync(file, page.html);
      labels.set(file, page.label);
      return file;
    });
    const canary = path.join(workDir.dir, CANARY_FILE);
    writeFileSync(canary, CANARY_HTML);

    const messages = await runChecker([canary, ...files]);
    const fileOf = (message: CheckerMessage) => (message.url?.startsWith("file:") ? decodeURIComponent(new URL(message.url).pathname) : undefined);

    if (!messages.some((message) => fileOf(message) === canary && message.type === "error")) {
      throw new Error(`The Nu Html Checker reported no error for a document known to be invalid, so it did not check anything:\n${JSON.stringify(messages).slice(0, 2000)}`);
    }
    return messages
      .filter((message) => fileOf(message) !== canary)
      .map((message) => {
        const file = fileOf(message);
        return describeMessage(message, (file && labels.get(file)) ?? message.url ?? "(the checker)");
      });
  } finally {
    workDir.remove();
  }
}
