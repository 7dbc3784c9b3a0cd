/**
 * The mail thread's entry (built to build/node/smtp-thread.mjs; started by SmtpThread, smtp-thread.server.ts): sends
 * each mail it is given over its own SMTP pool and answers whether it went out.
 */
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { PooledSmtp, type SmtpOptions } from "./smtp-sender.server";
import { SMTP_THREAD_NICE, toThreadError, type ThreadAnswer, type ThreadRequest } from "./smtp-thread.server";

if (!parentPort) throw new Error("smtp-thread-entry runs as a worker thread (SmtpThread)");
const port = parentPort;

// Requests first, mail when the processor has time for it. On Linux a nice value belongs to a thread; elsewhere
// setPriority(0, …) would lower the whole process, so the thread keeps its priority there.
if (process.platform === "linux") {
  try {
    setPriority(SMTP_THREAD_NICE);
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
}

const smtp = new PooledSmtp(workerData as SmtpOptions);

port.on("message", ({ id, mail }: ThreadRequest) => {
  smtp.send(mail).then(
    () => port.postMessage({ id } satisfies ThreadAnswer),
    (error: unknown) => port.postMessage({ id, error: toThreadError(error) } satisfies ThreadAnswer),
  );
});
