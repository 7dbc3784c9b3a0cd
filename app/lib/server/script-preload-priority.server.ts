import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * Every page is complete HTML before any script runs: the scripts only hydrate it. React Router preloads them from the
 * head at high priority, so on a slow connection they compete with the stylesheet, the font and the cover image for
 * the first bytes. Marked low priority, they still start at once but yield to what the first paint needs.
 */
const SCRIPT_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;
const LOW_PRIORITY_SCRIPT_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/** Marks the script preloads in a document's head as low priority; the rest of the document is left as it is. */
export function lowerScriptPreloadPriority(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end === -1) return html.replace(SCRIPT_PRELOAD, LOW_PRIORITY_SCRIPT_PRELOAD);
  return html.slice(0, end).replace(SCRIPT_PRELOAD, LOW_PRIORITY_SCRIPT_PRELOAD) + html.slice(end);
}

/**
 * The same for a streamed document: holds the bytes back only until the end of the head (the first chunk, in
 * practice), rewrites it, then lets the body stream through untouched.
 */
export function createScriptPreloadPriorityStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      headDone = true;
      callback(null, Buffer.from(lowerScriptPreloadPriority(head)));
    },
    flush(callback) {
      if (!headDone) {
        head += decoder.end();
        if (head) this.push(Buffer.from(lowerScriptPreloadPriority(head)));
      }
      callback();
    },
  });
}
