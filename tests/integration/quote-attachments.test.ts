import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attachmentMessages, attachmentField, MAX_ATTACHMENTS } from "#app/lib/quote/attachments";
import {
  acceptAttachments,
  ATTACHMENT_CHUNK_BYTES,
  attachmentChunks,
  claimAttachments,
  discardPendingAttachment,
  findAttachment,
  listAttachments,
  PENDING_ATTACHMENT_TTL_MS,
  removeExpiredAttachments,
} from "#app/lib/server/leads/attachments.server";
import {
  pendingUsage,
  quotaMessage,
  removeExpiredReservations,
  RESERVATION_TTL_MS,
  UploadReservation,
  type PendingUploadLimits,
} from "#app/lib/server/leads/pending-uploads.server";
import { createRateLimiter } from "#app/lib/server/leads/rate-limit.server";
import type { ReceivedFile } from "#app/lib/server/media/upload-stream.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const PDF_HEAD = Buffer.from("%PDF-1.7\n");
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const PROGRAM = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from("PE\0\0"), Buffer.alloc(200)]);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "helios-attachments-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Buffer): ReceivedFile {
  const filePath = path.join(dir, `${name}.upload`);
  writeFileSync(filePath, bytes);
  return { originalName: name, path: filePath, bytes: bytes.length };
}

async function submission(store: Store, id: string) {
  await store.db
    .insertInto("submissions")
    .values({ id, kind: "quote", form_id: "quote", created_at: 1, first_name: "A", last_name: "B", email: "a@example.com", phone: "6045550111", status: "new", client_hash: "c" })
    .execute();
}

describe.each(DIALECTS)("quote attachments on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);
  const ROOMY: PendingUploadLimits = { clientBytes: 100 * 1024 * 1024, clientFiles: 10, budgetBytes: 1024 * 1024 * 1024 };
  const intake = (store: Store, points = 30, limits = ROOMY, clientHash = "client-1") => ({
    db: store.db,
    quota: { dialect: store.dialect, limits },
    limiter: createRateLimiter(null, { keyPrefix: "attachment", points, durationSeconds: 600 }),
    clientHash,
  });

  it("stores a file in 1 MB pieces and gives back the same bytes, its type found from them", async () => {
    const store = await stores.open();
    // Two and a half pieces: a PDF's header, then bytes that vary so a misordered piece would show.
    const big = Buffer.concat([PDF_HEAD, Buffer.from(Array.from({ length: Math.floor(2.5 * ATTACHMENT_CHUNK_BYTES) }, (_, i) => i % 251))]);
    const { attachments, errors } = await acceptAttachments(intake(store), {}, [file("plan set.pdf", big), file("photo.png", PNG)]);
    expect(errors).toEqual([]);
    expect(attachments.map((a) => [a.name, a.contentType, a.bytes])).toEqual([
      ["plan set.pdf", "application/pdf", big.length],
      ["photo.png", "image/png", PNG.length],
    ]);
    const pieces = await store.db.selectFrom("lead_attachment_chunks").select(["seq"]).where("attachment_id", "=", attachments[0]!.id).execute();
    expect(pieces).toHaveLength(3);

    await submission(store, "s1");
    await store.db.transaction().execute((trx) => claimAttachments(trx, "s1", attachments.map((a) => a.id)));
    expect((await listAttachments(store.db, "s1")).map((a) => a.name)).toEqual(["plan set.pdf", "photo.png"]);
    const stored = await findAttachment(store.db, "s1", attachments[0]!.id);
    expect(stored?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const chunks: Buffer[] = [];
    for await (const chunk of attachmentChunks(store.db, attachments[0]!.id)) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    // Another request's id, or a made-up one, finds nothing.
    expect(await findAttachment(store.db, "other", attachments[0]!.id)).toBeUndefined();
    expect(await findAttachment(store.db, "s1", "../../etc/passwd")).toBeUndefined();
  });

  it("refuses a renamed program and an empty file with their reasons, keeping the files that pass", async () => {
    const store = await stores.open();
    const { attachments, errors } = await acceptAttachments(intake(store), {}, [file("drawings.pdf", PROGRAM), file("photo.png", PNG), file("blank.pdf", Buffer.alloc(0))]);
    expect(attachments.map((a) => a.name)).toEqual(["photo.png"]);
    expect(errors).toEqual([attachmentMessages.wrongType("drawings.pdf"), attachmentMessages.empty("blank.pdf")]);
  });

  it("keeps files sent earlier by their ids, takes at most five in all, and forgets a removed or expired one", async () => {
    const store = await stores.open();
    const now = Date.now();
    const first = await acceptAttachments({ ...intake(store), now }, {}, [1, 2, 3, 4].map((n) => file(`p${n}.png`, PNG)));
    const kept = Object.fromEntries(first.attachments.map((a, i) => [attachmentField(i + 1), a.id]));
    const second = await acceptAttachments({ ...intake(store), now }, kept, [file("p5.png", PNG), file("p6.png", PNG)]);
    expect(second.attachments.map((a) => a.name)).toEqual(["p1.png", "p2.png", "p3.png", "p4.png", "p5.png"]);
    expect(second.attachments).toHaveLength(MAX_ATTACHMENTS);
    expect(second.errors).toEqual([attachmentMessages.tooMany(["p6.png"])]);

    await discardPendingAttachment(store.db, first.attachments[0]!.id);
    const third = await acceptAttachments({ ...intake(store), now }, kept, []);
    expect(third.attachments.map((a) => a.name)).toEqual(["p2.png", "p3.png", "p4.png"]);

    expect(await removeExpiredAttachments(store.db, now + PENDING_ATTACHMENT_TTL_MS - 1)).toBe(0);
    expect(await removeExpiredAttachments(store.db, now + PENDING_ATTACHMENT_TTL_MS)).toBe(4);
    expect(await store.db.selectFrom("lead_attachment_chunks").select("seq").execute()).toEqual([]);
  });

  it("a sent request's files are neither expired nor discarded", async () => {
    const store = await stores.open();
    const now = Date.now();
    const { attachments } = await acceptAttachments({ ...intake(store), now }, {}, [file("plan.pdf", PDF_HEAD)]);
    await submission(store, "s2");
    await store.db.transaction().execute((trx) => claimAttachments(trx, "s2", [attachments[0]!.id]));
    await discardPendingAttachment(store.db, attachments[0]!.id);
    expect(await removeExpiredAttachments(store.db, now + 2 * PENDING_ATTACHMENT_TTL_MS)).toBe(0);
    expect(await listAttachments(store.db, "s2")).toHaveLength(1);
  });

  it("stops taking one client's files past its limit, saying so", async () => {
    const store = await stores.open();
    const { attachments, errors } = await acceptAttachments(intake(store, 2), {}, [1, 2, 3].map((n) => file(`p${n}.png`, PNG)));
    expect(attachments).toHaveLength(2);
    expect(errors).toEqual([expect.stringContaining("Too many files from your connection")]);
  });

  it("keeps each client's pending files within its quota and all of them within the budget, writing nothing past either", async () => {
    const store = await stores.open();
    const now = Date.now();
    const pdf = (n: number) => file(`plan${n}.pdf`, Buffer.concat([PDF_HEAD, Buffer.alloc(1000 - PDF_HEAD.length, 0x20)]));
    const limits: PendingUploadLimits = { clientBytes: 2500, clientFiles: 3, budgetBytes: 4500 };
    const chunks = async () => (await store.db.selectFrom("lead_attachment_chunks").select("seq").execute()).length;

    // The client's bytes: two files fit in 2500 bytes, the third is refused before anything of it is written.
    const first = await acceptAttachments({ ...intake(store, 30, limits), now }, {}, [1, 2, 3].map(pdf));
    expect(first.attachments).toHaveLength(2);
    expect(first.errors).toEqual([quotaMessage("client", limits)]);
    expect(await chunks()).toBe(2);
    // Another client has room of its own, until the site's budget is used up.
    const second = await acceptAttachments({ ...intake(store, 30, limits, "client-2"), now }, {}, [4, 5, 6].map(pdf));
    expect(second.attachments).toHaveLength(2);
    expect(second.errors).toEqual([quotaMessage("client", limits)]);
    const third = await acceptAttachments({ ...intake(store, 30, limits, "client-3"), now }, {}, [7].map(pdf));
    expect(third.errors).toEqual([quotaMessage("budget", limits)]);
    expect(await chunks()).toBe(4);
    expect(await pendingUsage(store.db, "client-1", now)).toEqual({ clientBytes: 2000, clientFiles: 2, siteBytes: 4000 });

    // A sent request's files are no longer pending: they leave the quota and the budget.
    await submission(store, "s3");
    await store.db.transaction().execute((trx) => claimAttachments(trx, "s3", first.attachments.map((a) => a.id)));
    expect(await pendingUsage(store.db, "client-1", now)).toEqual({ clientBytes: 0, clientFiles: 0, siteBytes: 2000 });
    const again = await acceptAttachments({ ...intake(store, 30, limits), now }, {}, [8].map(pdf));
    expect(again.errors).toEqual([]);

    // The number of files counts too, whatever their size.
    const few: PendingUploadLimits = { ...ROOMY, clientFiles: 2 };
    const counted = await acceptAttachments({ ...intake(store, 30, few, "client-4"), now }, {}, [PNG, PNG, PNG].map((bytes, n) => file(`p${n}.png`, bytes)));
    expect(counted.attachments).toHaveLength(2);
    expect(counted.errors).toEqual([quotaMessage("client", few)]);

    // Expired pending files stop counting at once, and the sweep takes them off the disk.
    expect((await pendingUsage(store.db, "client-2", now + PENDING_ATTACHMENT_TTL_MS)).siteBytes).toBe(0);
    expect(await removeExpiredAttachments(store.db, now + PENDING_ATTACHMENT_TTL_MS)).toBe(5);
    expect(await listAttachments(store.db, "s3")).toHaveLength(2);
  });

  it("reserves an upload's bytes against the same quota and budget, moves them to its stored files, and releases them", async () => {
    const store = await stores.open();
    const now = Date.now();
    const quota = { dialect: store.dialect, limits: { clientBytes: 3000, clientFiles: 3, budgetBytes: 5000 } };
    const one = new UploadReservation(store.db, quota, "client-1");
    expect(await one.reserve(2000, now)).toBeUndefined();
    expect(await one.reserve(3500, now)).toBe("client");
    expect(one.reserved).toBe(2000);
    const other = new UploadReservation(store.db, quota, "client-2");
    expect(await other.reserve(2500, now)).toBeUndefined();
    // Site-wide 4500 of 5000 are held: a third client's 1000 bytes do not fit.
    expect(await new UploadReservation(store.db, quota, "client-3").reserve(1000, now)).toBe("budget");
    expect(await pendingUsage(store.db, "client-1", now)).toEqual({ clientBytes: 2000, clientFiles: 0, siteBytes: 4500 });

    // A file stored under the reservation takes its bytes from it rather than counting twice.
    const pdf = file("plan.pdf", Buffer.concat([PDF_HEAD, Buffer.alloc(1500 - PDF_HEAD.length, 0x20)]));
    const stored = await acceptAttachments({ ...intake(store, 30, quota.limits), reservationId: one.id, now }, {}, [pdf]);
    expect(stored.errors).toEqual([]);
    expect(await pendingUsage(store.db, "client-1", now)).toEqual({ clientBytes: 2000, clientFiles: 1, siteBytes: 4500 });

    await one.release();
    await one.release();
    expect(await pendingUsage(store.db, "client-1", now)).toEqual({ clientBytes: 1500, clientFiles: 1, siteBytes: 4000 });
    // A reservation left by a stopped instance stops counting when it expires, and is swept.
    expect((await pendingUsage(store.db, "client-2", now + RESERVATION_TTL_MS)).clientBytes).toBe(0);
    expect(await removeExpiredReservations(store.db, now + RESERVATION_TTL_MS)).toBe(1);
    // A release while a reservation is being made waits for it, and removes it.
    const late = new UploadReservation(store.db, quota, "client-5");
    const made = late.reserve(500, now);
    await late.release();
    expect(await made).toBeUndefined();
    expect(await store.db.selectFrom("upload_reservations").select("id").execute()).toEqual([]);
  });
});
