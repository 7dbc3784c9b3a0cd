import { describe, expect, it } from "vitest";
import {
  blockTime,
  bookVisitByHand,
  cancelVisit,
  checkVisitToken,
  getVisit,
  holidaysAt,
  setHolidayOpen,
  issueVisitToken,
  listVisits,
  moveVisit,
  saveAvailability,
  addClosure,
  showroomSlots,
  useVisitToken,
} from "#app/lib/server/bookings/visits.server";
import { DEFAULT_AVAILABILITY } from "#app/lib/visits/showrooms";
import { daySlots } from "#app/lib/visits/slots";
import { DIALECTS, useTestStore } from "./support/test-stores";

// Monday 2026-11-23, 10:00 PST; Wednesday the 25th is bookable.
const NOW = Date.parse("2026-11-23T18:00:00Z");
const [NINE, QUARTER_PAST_TEN] = daySlots("2026-11-25", DEFAULT_AVAILABILITY);
const details = (name: string) => ({ purpose: "windows", name, email: `${name.toLowerCase()}@example.com`, phone: "6045550111", note: null, createdBy: "staff@helios.example" });

describe.each(DIALECTS)("showroom visits on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("books a free slot, which is then no longer offered; a time not on offer is refused", async () => {
    const store = await stores.open();
    const booked = await bookVisitByHand(store, "surrey", NINE!, details("Ana"), NOW);
    expect(booked).toMatchObject({ ok: true, seat: 1 });
    const wednesday = (await showroomSlots(store.db, "surrey", NOW)).find((day) => day.date === "2026-11-25")!;
    expect(wednesday.slots.map((slot) => slot.startsAt)).not.toContain(NINE!.startsAt);
    // The other showroom keeps its own time.
    expect((await showroomSlots(store.db, "okanagan", NOW)).find((day) => day.date === "2026-11-25")!.slots[0]!.startsAt).toBe(NINE!.startsAt);
    const again = await bookVisitByHand(store, "surrey", NINE!, details("Bo"), NOW);
    expect(again).toMatchObject({ ok: false, reason: "taken" });
    expect(again.ok ? [] : again.next[0]!.startsAt).toBe(QUARTER_PAST_TEN!.startsAt);
    const odd = await bookVisitByHand(store, "surrey", { startsAt: NINE!.startsAt + 600_000, endsAt: NINE!.endsAt + 600_000 }, details("Cy"), NOW);
    expect(odd).toMatchObject({ ok: false, reason: "not-offered" });
  });

  it("gives the last place to exactly one of many visitors racing for it, also from two instances", async () => {
    const first = await stores.open();
    const second = dialect === "postgres" ? await stores.open() : first;
    const attempts = Array.from({ length: 10 }, (_, i) => bookVisitByHand(i % 2 ? second : first, "surrey", NINE!, details(`Racer${i}`), NOW));
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => !outcome.ok && outcome.reason === "taken" && outcome.next.length > 0)).toBe(true);
    const visits = await listVisits(first.db, "surrey", NOW, NOW + 7 * 86_400_000);
    expect(visits).toHaveLength(1);
  });

  it("takes as many visits at once as the capacity, and no more, even racing", async () => {
    const store = await stores.open();
    await saveAvailability(store.db, "surrey", { ...DEFAULT_AVAILABILITY, capacity: 2 }, "staff@helios.example", NOW);
    const other = dialect === "postgres" ? await stores.open() : store;
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => bookVisitByHand(i % 2 ? other : store, "surrey", NINE!, details(`Pair${i}`), NOW)));
    expect(outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.ok && outcome.seat).sort()).toEqual([1, 2]);
  });

  it("moves a visit (its old time free again), cancels one, and a block takes the time of every place", async () => {
    const store = await stores.open();
    const booked = await bookVisitByHand(store, "surrey", NINE!, details("Ana"), NOW);
    if (!booked.ok) throw new Error("not booked");
    expect(await moveVisit(store, booked.visitId, QUARTER_PAST_TEN!, "staff@helios.example", NOW)).toEqual({ ok: true });
    const moved = await getVisit(store.db, booked.visitId);
    expect(moved).toMatchObject({ starts_at: QUARTER_PAST_TEN!.startsAt, sequence: 1, changed_by: "staff@helios.example" });
    expect(await bookVisitByHand(store, "surrey", NINE!, details("Bo"), NOW)).toMatchObject({ ok: true });
    expect(await cancelVisit(store, booked.visitId, "visitor", NOW)).toBe(true);
    expect(await cancelVisit(store, booked.visitId, "visitor", NOW)).toBe(false);
    expect(await bookVisitByHand(store, "surrey", QUARTER_PAST_TEN!, details("Cy"), NOW)).toMatchObject({ ok: true });

    const afternoon = daySlots("2026-11-25", DEFAULT_AVAILABILITY).slice(2);
    await blockTime(store, "surrey", { startsAt: afternoon[0]!.startsAt, endsAt: afternoon.at(-1)!.endsAt }, "Trade show", "staff@helios.example", NOW);
    const wednesday = (await showroomSlots(store.db, "surrey", NOW)).find((day) => day.date === "2026-11-25");
    expect(wednesday).toBeUndefined();
    expect(await bookVisitByHand(store, "surrey", afternoon[1]!, details("Di"), NOW)).toMatchObject({ ok: false, reason: "taken" });
  });

  it("moves a visit to the showroom's visit length at the time of the move", async () => {
    const store = await stores.open();
    const booked = await bookVisitByHand(store, "surrey", NINE!, details("Ana"), NOW);
    if (!booked.ok) throw new Error("not booked");
    const longer = { ...DEFAULT_AVAILABILITY, visitMinutes: 90 };
    await saveAvailability(store.db, "surrey", longer, "staff@helios.example", NOW);
    const [, second] = daySlots("2026-11-26", longer);
    expect(await moveVisit(store, booked.visitId, { startsAt: second!.startsAt, endsAt: second!.startsAt + 3_600_000 }, "staff@helios.example", NOW)).toEqual({ ok: true });
    expect(await getVisit(store.db, booked.visitId)).toMatchObject({ starts_at: second!.startsAt, ends_at: second!.startsAt + 90 * 60_000 });
  });

  it("offers no time on a closed day", async () => {
    const store = await stores.open();
    await addClosure(store.db, "surrey", { from: "2026-11-25", to: "2026-11-26", reason: "Trade show" }, "staff@helios.example", NOW);
    const dates = (await showroomSlots(store.db, "surrey", NOW)).map((day) => day.date);
    expect(dates).not.toContain("2026-11-25");
    expect(dates).not.toContain("2026-11-26");
    expect(dates).toContain("2026-11-27");
  });

  it("offers no time on a statutory holiday unless the owners open it, and refuses one booked anyway, naming it", async () => {
    const store = await stores.open();
    const dates = async () => (await showroomSlots(store.db, "surrey", NOW)).map((day) => day.date);
    // Christmas Day 2026 is a Friday; New Year's Day 2027 too.
    expect(await dates()).not.toContain("2026-12-25");
    expect(await dates()).not.toContain("2027-01-01");
    expect(await dates()).toContain("2026-12-24");
    const [christmas] = daySlots("2026-12-25", DEFAULT_AVAILABILITY);
    const refused = await bookVisitByHand(store, "surrey", christmas!, details("Noel"), NOW);
    expect(refused).toMatchObject({ ok: false, reason: "not-offered", closed: { reason: "Christmas Day", holiday: true } });

    expect(await setHolidayOpen(store.db, "surrey", "2026-12-25", true, "owner@helios.example", NOW)).toBe(true);
    expect(await dates()).toContain("2026-12-25");
    // Opened at one showroom only, and twice is once.
    expect(await setHolidayOpen(store.db, "surrey", "2026-12-25", true, "owner@helios.example", NOW)).toBe(true);
    expect((await showroomSlots(store.db, "okanagan", NOW)).map((day) => day.date)).not.toContain("2026-12-25");
    expect(await bookVisitByHand(store, "surrey", christmas!, details("Noel"), NOW)).toMatchObject({ ok: true });
    expect(await holidaysAt(store.db, "surrey", "2026-12-20", "2027-01-02")).toMatchObject([
      { date: "2026-12-25", name: "Christmas Day", open: true },
      { date: "2027-01-01", name: "New Year's Day", open: false },
    ]);
    // Closed again; a day that is not a holiday cannot be opened this way.
    expect(await setHolidayOpen(store.db, "surrey", "2026-12-25", false, "owner@helios.example", NOW)).toBe(true);
    expect(await dates()).not.toContain("2026-12-25");
    expect(await setHolidayOpen(store.db, "surrey", "2026-12-24", true, "owner@helios.example", NOW)).toBe(false);
  });

  it("checks manage links: valid, used after a move, cancelled, past, or made up", async () => {
    const store = await stores.open();
    const booked = await bookVisitByHand(store, "surrey", NINE!, details("Ana"), NOW);
    if (!booked.ok) throw new Error("not booked");
    const token = await store.db.transaction().execute((trx) => issueVisitToken(trx, booked.visitId, NOW));
    const valid = await checkVisitToken(store.db, token, NOW);
    expect(valid).toMatchObject({ ok: true, visit: { id: booked.visitId } });
    expect(await checkVisitToken(store.db, token, NINE!.startsAt + 1)).toMatchObject({ ok: false, reason: "past" });
    expect(await checkVisitToken(store.db, "x".repeat(43), NOW)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await checkVisitToken(store.db, "../etc", NOW)).toMatchObject({ ok: false, reason: "invalid" });
    if (!valid.ok) throw new Error("invalid");
    await store.db.transaction().execute((trx) => useVisitToken(trx, valid.tokenHash, NOW));
    expect(await checkVisitToken(store.db, token, NOW)).toMatchObject({ ok: false, reason: "used" });
    await cancelVisit(store, booked.visitId, "visitor", NOW);
    expect(await checkVisitToken(store.db, token, NOW)).toMatchObject({ ok: false, reason: "cancelled", message: "This visit was cancelled." });
  });
});
