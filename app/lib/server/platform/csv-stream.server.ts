import { UTF8_BOM } from "./csv.server";

/**
 * A spreadsheet export as a stream of UTF-8 bytes (decision 069): the BOM and the header row in the first chunk, then
 * one chunk per batch of rows, each batch's text (CRLF-terminated rows) encoded at once. The stream pulls: the next
 * batch is read from the store only when the consumer asks for more, so a slow download holds the server at one
 * batch ahead instead of the whole file, and memory stays flat whatever the number of rows. A consumer that goes away
 * (the browser's download cancelled, the connection dropped) cancels the stream, which closes `batches`: no further
 * batch is read.
 */
export function csvStream(header: string, batches: AsyncIterator<string, unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(UTF8_BOM + header));
          return;
        }
        try {
          // A batch whose rows all wrote nothing (none can, but an empty text is no chunk) is passed over.
          for (;;) {
            const next = await batches.next();
            if (next.done) {
              controller.close();
              return;
            }
            if (next.value) {
              controller.enqueue(encoder.encode(next.value));
              return;
            }
          }
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return?.(undefined);
      },
    },
    // One chunk (a batch) queued ahead of the consumer at most.
    new CountQueuingStrategy({ highWaterMark: 1 }),
  );
}
