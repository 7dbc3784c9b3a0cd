import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Removes React Router's `<link rel="modulepreload">` tags from a rendered page. They ask for every script of the
 * page at the highest priority before the first paint, where they compete with the HTML and the hero image for a
 * phone's bandwidth; without them the page's one module script (at the end of the body) asks for the same files as
 * soon as it is parsed, and the page, complete as HTML, is painted first (docs/decisions/018-pages-without-javascript.md).
 */
export function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** The same on a streamed render: a tag split between two chunks is held back until it is whole. */
export function stripModulePreloadsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  const emit = (stream: Transform, text: string) => {
    if (text) stream.push(Buffer.from(stripModulePreloads(text), "utf8"));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      // Hold back an unfinished tag: from the last "<" that has no ">" after it.
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && text.indexOf(">", open) === -1 ? open : text.length;
      held = text.slice(cut);
      emit(this, text.slice(0, cut));
      callback();
    },
    flush(callback) {
      emit(this, held + decoder.end());
      held = "";
      callback();
    },
  });
}
