import { describe, expect, it } from "vitest";
import { inboxHref, parseDashboardFilter } from "#app/lib/admin/dashboard-filter";
import { niceScale } from "#app/components/admin/dashboard/chart-scale";

describe("the overview's period and channel (decision 075)", () => {
  it("reads 4, 12 or 26 weeks and a channel, falling back to 12 weeks and every channel", () => {
    expect(parseDashboardFilter(new URLSearchParams("weeks=4&channel=search"))).toEqual({ weeks: 4, channel: "search" });
    expect(parseDashboardFilter(new URLSearchParams("channel=none"))).toEqual({ weeks: 12, channel: "none" });
    expect(parseDashboardFilter(new URLSearchParams("weeks=1000&channel=<script>"))).toEqual({ weeks: 12 });
    expect(parseDashboardFilter(new URLSearchParams("channel=home-shows"))).toEqual({ weeks: 12, channel: "home-shows" });
    expect(parseDashboardFilter(new URLSearchParams("weeks=-4"))).toEqual({ weeks: 12 });
  });

  it("links to the inbox with what a bar counts, the page's channel carried unless the bar names one", () => {
    expect(inboxHref({}, { kind: "contact", from: "2026-11-16", to: "2026-11-22" })).toBe("/admin/submissions?kind=contact&from=2026-11-16&to=2026-11-22");
    expect(inboxHref({ channel: "ads" }, { kind: "quote", stage: "won", from: "2026-09-07", to: "2026-11-29" })).toBe(
      "/admin/submissions?kind=quote&stage=won&from=2026-09-07&to=2026-11-29&channel=ads",
    );
    expect(inboxHref({ channel: "ads" }, { channel: "ads", from: "2026-11-16", kind: undefined })).toBe("/admin/submissions?channel=ads&from=2026-11-16");
  });

  it("rounds a chart's axis up to a round number", () => {
    expect(niceScale(0)).toEqual({ top: 1, step: 1 });
    expect(niceScale(3)).toEqual({ top: 3, step: 1 });
    expect(niceScale(17)).toEqual({ top: 20, step: 5 });
    expect(niceScale(480)).toEqual({ top: 500, step: 100 });
    expect(niceScale(1234)).toEqual({ top: 1500, step: 500 });
    expect(niceScale(9)).toEqual({ top: 10, step: 2 });
  });
});
