import { request as http } from "node:http";

export const MB = 1024 * 1024;

/**
 * A multipart "Add another opening" post of PDF files (`mb` MB each) from `ip` to the server at `url`, sent as a script would: announcing
 * its length, or chunked (no Content-Length). It stops sending once it has the answer.
 */
export function rawPost(url: string, ip: string, files: number[], { chunked = false, to = "/quote" } = {}): Promise<{ status: number; text: string }> {
  const boundary = "----flood";
  const head = (n: number) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="flood${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
  const opening = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="row_action"\r\n\r\nadd\r\n`);
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const pieces: (() => Buffer)[] = [() => opening];
  files.forEach((mb, n) => {
    pieces.push(() => head(n));
    for (let i = 0; i < mb; i++) pieces.push(() => Buffer.alloc(i === 0 ? MB - 9 : MB, 0x20));
    pieces.push(() => Buffer.from("\r\n"));
  });
  pieces.push(() => closing);
  const length = files.reduce((sum, mb, n) => sum + head(n).length + mb * MB - 9 + 2, opening.length + closing.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}`, "x-forwarded-for": ip };
    const req = http(`${url}${to}`, {
      method: "POST",
      headers: chunked ? { ...headers, "transfer-encoding": "chunked" } : { ...headers, "content-length": String(length) },
    });
    req.on("response", (response) => {
      answered = true;
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, text });
        req.destroy();
      });
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const next = () => {
      while (!answered && pieces.length) {
        if (!req.write(pieces.shift()!())) return void req.once("drain", next);
      }
      if (!answered) req.end();
    };
    next();
  });
}
