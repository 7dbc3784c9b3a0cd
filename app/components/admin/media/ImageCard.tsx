import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { mediaImage, type Focal } from "#app/lib/media";
import type { StaffTime } from "#app/lib/business-time";
import { Picture } from "#app/components/Picture";
import { FocalPoint } from "./FocalPoint";

/** An image as the library lists it (app/lib/server/media/library-page.server.ts). */
export interface LibraryImage {
  id: string;
  name: string;
  width: number;
  height: number;
  uploaded: StaffTime;
  by: string;
  /** The Markdown that puts it in a post. */
  snippet: string;
  /** Where it is used, each with the editor where it is chosen (an image in use is not deleted). */
  uses: { what: string; href: string }[];
  /** The point every crop keeps in view (the centre until staff set one). */
  focal: Focal;
}

const THUMB_SIZES = "(min-width: 64rem) 280px, (min-width: 40rem) 45vw, calc(100vw - 2.5rem)";

/** The Markdown that puts the image in a post, with a button that copies it (the field can be selected by hand too). */
function Snippet({ image }: { image: LibraryImage }) {
  const [copied, setCopied] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const id = `snippet-${image.id}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(image.snippet);
      setCopied("Copied. Paste it into a post and describe the image between the brackets.");
    } catch {
      input.current?.select();
      setCopied("Selected: press Ctrl+C (or ⌘C) to copy it.");
    }
  }
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-semibold">
        Text to paste into a post
      </label>
      <textarea
        ref={input}
        id={id}
        readOnly
        rows={3}
        value={image.snippet}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full resize-none break-all rounded-sm border border-[#8b8578] bg-ivory px-2 py-1.5 font-mono text-xs leading-snug text-ink [field-sizing:content]"
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <button type="button" onClick={copy} className="min-h-11 shrink-0 rounded-sm border-2 border-aegean px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white">
          Copy<span className="sr-only"> the text to paste for {image.name}</span>
        </button>
        <p aria-live="polite" className="min-w-0 flex-1 text-xs text-muted">
          {copied}
        </p>
      </div>
    </div>
  );
}

/** An image of the library: the whole picture, its name, size and uploader, where it is used, its Markdown and Delete. */
export function ImageCard({ image, fresh, busy }: { image: LibraryImage; fresh: boolean; busy: boolean }) {
  return (
    <li id={`image-${image.id}`} className={`flex scroll-mt-24 flex-col border bg-white ${fresh ? "border-aegean ring-2 ring-aegean/30" : "border-stone"}`}>
      {/* The whole image, letterboxed in a 3:2 frame, so every card lines up. */}
      <div className="relative aspect-[3/2] overflow-hidden bg-marble">
        <Picture image={mediaImage({ id: image.id, width: image.width, height: image.height })} alt="" sizes={THUMB_SIZES} className="absolute inset-0 h-full w-full object-contain" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="break-words font-sans text-base font-semibold text-ink">
          {image.name}
          {fresh ? " " : null}
          {fresh ? <span className="ml-1 rounded-full bg-aegean px-2 py-0.5 align-middle text-xs font-bold text-white">New</span> : null}
        </h3>
        <p className="mt-1 text-sm text-muted">
          {image.width} × {image.height} px · Uploaded <time dateTime={image.uploaded.iso}>{image.uploaded.label}</time>
          <span className="break-words"> by {image.by}</span>
        </p>
        {image.uses.length ? (
          <>
            <ul aria-label={`Where “${image.name}” is used`} className="mt-1 space-y-0.5 text-sm">
              {image.uses.map((use) => (
                <li key={use.href + use.what}>
                  <Link to={use.href} className="text-aegean underline">
                    {use.what}
                  </Link>
                </li>
              ))}
            </ul>
            <p id={`in-use-${image.id}`} className="mt-1 text-sm text-danger-dark">
              In use: it can be deleted once {image.uses.length === 1 ? "that page no longer uses it" : "those pages no longer use it"}.
            </p>
          </>
        ) : null}
        <Snippet image={image} />
        <FocalPoint image={image} busy={busy} />
        <Form method="post" className="mt-auto pt-3">
          <input type="hidden" name="id" value={image.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            aria-describedby={image.uses.length ? `in-use-${image.id}` : undefined}
            className="min-h-11 rounded-sm border-2 border-danger px-3 text-sm font-semibold text-danger hover:bg-danger hover:text-white">
            Delete<span className="sr-only"> {image.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}
