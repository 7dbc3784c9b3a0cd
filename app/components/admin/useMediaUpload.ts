import { useCallback, useRef, useState } from "react";
import { MEDIA_UPLOAD_PATH, type UploadAnswer, type UploadedImage } from "#app/lib/admin/media-library";
import { MAX_UPLOAD_BYTES, tooLargeMessage } from "#app/lib/media-upload";

/** One file of an upload, as the progress list shows it. */
export interface UploadItem {
  key: string;
  name: string;
  /** 0 to 1: how much of the file has been sent. */
  progress: number;
  /** processing: all sent, the server is making the sizes. */
  state: "waiting" | "uploading" | "processing" | "done" | "error";
  message: string;
}

const NOT_REACHED = "The upload did not reach the server. Check the connection and try again.";

/** Sends one file with XMLHttpRequest (fetch cannot report upload progress), asking for the JSON answer. */
function send(file: File, onProgress: (fraction: number) => void, onSent: () => void): Promise<UploadedImage[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", MEDIA_UPLOAD_PATH);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = onSent;
    xhr.onload = () => {
      const answer = xhr.response as UploadAnswer | null;
      if (xhr.status === 201 && answer?.ok) resolve(answer.media);
      else if (answer && !answer.ok && answer.error) reject(new Error(answer.error));
      else if (xhr.status === 401 || xhr.status === 403) reject(new Error("You are signed out: sign in again, then upload the image."));
      else reject(new Error(`The upload failed (error ${xhr.status}). Try again.`));
    };
    xhr.onerror = () => reject(new Error(NOT_REACHED));
    xhr.onabort = () => reject(new Error(NOT_REACHED));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Uploads images one at a time, each with its own progress, and says how it went in a polite live region (start,
 * each result, the summary; not every percent). A file over the limit is refused before it is sent, with the
 * server's own message. Resolves with the images stored.
 */
export function useMediaUpload() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = useCallback(async (files: readonly File[]): Promise<UploadedImage[]> => {
    if (running.current || !files.length) return [];
    running.current = true;
    setBusy(true);
    const stamp = Date.now();
    const batch: UploadItem[] = files.map((file, index) => ({
      key: `${stamp}-${index}`,
      name: file.name,
      progress: 0,
      state: "waiting",
      message: "Waiting",
    }));
    setItems(batch);
    setAnnouncement(`Uploading ${plural(files.length, "image", "images")}.`);
    const stored: UploadedImage[] = [];
    let failed = 0;
    for (const [index, file] of files.entries()) {
      const { key } = batch[index]!;
      if (file.size > MAX_UPLOAD_BYTES) {
        failed++;
        const message = tooLargeMessage(file.name);
        update(key, { state: "error", message });
        setAnnouncement(message);
        continue;
      }
      update(key, { state: "uploading", message: "Uploading" });
      try {
        const media = await send(
          file,
          (progress) => update(key, { progress, message: `Uploading: ${Math.floor(progress * 100)}%` }),
          () => update(key, { progress: 1, state: "processing", message: "Sent; making the sizes for the site…" }),
        );
        stored.push(...media);
        update(key, { progress: 1, state: "done", message: "Uploaded" });
        setAnnouncement(`${file.name} uploaded.`);
      } catch (error) {
        failed++;
        const message = (error as Error).message || NOT_REACHED;
        update(key, { state: "error", message });
        setAnnouncement(`${file.name} was not uploaded: ${message}`);
      }
    }
    if (files.length > 1) {
      setAnnouncement(
        failed === 0
          ? `All ${files.length} images uploaded.`
          : `${plural(stored.length, "image", "images")} uploaded; ${plural(failed, "was", "were")} not: see the list.`,
      );
    }
    running.current = false;
    setBusy(false);
    return stored;
  }, []);

  return { items, announcement, busy, upload };
}
