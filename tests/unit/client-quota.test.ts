import { describe, expect, it } from "vitest";
import { clientGroup, clientHash } from "#app/lib/server/platform/client-hash.server";
import { exceededQuota, pendingUploadLimits, QUOTA_STATUS } from "#app/lib/server/leads/pending-uploads.server";
import { parseEnv } from "#app/lib/env.server";

const KEY = "k".repeat(32);

describe("clients as every per-client limit counts them", () => {
  it("groups IPv6 addresses by /64, in any spelling, and keeps IPv4 addresses apart", () => {
    const group = clientGroup("2001:db8:aa:1::1");
    expect(group).toBe("2001:db8:aa:1::/64");
    for (const same of ["2001:db8:aa:1:ffff:ffff:ffff:fffe", "2001:0DB8:00AA:0001:0:0:0:9", "2001:db8:aa:1::10.0.0.1", "2001:db8:aa:1::1%eth0"]) {
      expect(clientGroup(same)).toBe(group);
      expect(clientHash(same, KEY)).toBe(clientHash("2001:db8:aa:1::1", KEY));
    }
    expect(clientGroup("2001:db8:aa:2::1")).toBe("2001:db8:aa:2::/64");
    expect(clientGroup("::1")).toBe("0:0:0:0::/64");
    expect(clientHash("2001:db8:aa:2::1", KEY)).not.toBe(clientHash("2001:db8:aa:1::1", KEY));
    expect(clientGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(clientHash("203.0.113.7", KEY)).not.toBe(clientHash("203.0.113.8", KEY));
  });

  it("treats an IPv4-mapped IPv6 address as its IPv4 address, and anything else as given", () => {
    expect(clientGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientGroup("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientHash("::ffff:203.0.113.7", KEY)).toBe(clientHash("203.0.113.7", KEY));
    expect(clientGroup(undefined)).toBe("unknown");
    expect(clientGroup("not an address")).toBe("not an address");
    expect(clientGroup("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});

describe("the pending-file quota", () => {
  const limits = { clientBytes: 100, clientFiles: 3, budgetBytes: 250 };

  it("refuses what would pass the client's bytes or files first (429), then the site's budget (507)", () => {
    expect(exceededQuota({ clientBytes: 60, clientFiles: 2, siteBytes: 200 }, { bytes: 40, files: 1 }, limits)).toBeUndefined();
    expect(exceededQuota({ clientBytes: 60, clientFiles: 2, siteBytes: 200 }, { bytes: 41, files: 1 }, limits)).toBe("client");
    expect(exceededQuota({ clientBytes: 0, clientFiles: 3, siteBytes: 0 }, { bytes: 1, files: 1 }, limits)).toBe("client");
    // Growing a reservation adds no file.
    expect(exceededQuota({ clientBytes: 10, clientFiles: 3, siteBytes: 10 }, { bytes: 1, files: 0 }, limits)).toBeUndefined();
    expect(exceededQuota({ clientBytes: 0, clientFiles: 0, siteBytes: 240 }, { bytes: 11, files: 1 }, limits)).toBe("budget");
    expect(exceededQuota({ clientBytes: 95, clientFiles: 0, siteBytes: 240 }, { bytes: 11, files: 1 }, limits)).toBe("client");
    expect([QUOTA_STATUS.client, QUOTA_STATUS.budget]).toEqual([429, 507]);
  });

  it("is configured in MB, 1 GB for the site and 100 MB a client by default, never more for a client than the site", () => {
    expect(pendingUploadLimits(parseEnv({}))).toEqual({ clientBytes: 100 * 1024 * 1024, clientFiles: 10, budgetBytes: 1024 * 1024 * 1024 });
    expect(pendingUploadLimits(parseEnv({ PENDING_UPLOADS_BUDGET_MB: "40", PENDING_UPLOADS_PER_CLIENT_MB: "20" })).budgetBytes).toBe(40 * 1024 * 1024);
    expect(() => parseEnv({ PENDING_UPLOADS_BUDGET_MB: "0" })).toThrow(/PENDING_UPLOADS_BUDGET_MB/);
    expect(() => parseEnv({ PENDING_UPLOADS_BUDGET_MB: "lots" })).toThrow(/PENDING_UPLOADS_BUDGET_MB/);
    expect(() => parseEnv({ PENDING_UPLOADS_BUDGET_MB: "50" })).toThrow(/PENDING_UPLOADS_PER_CLIENT_MB must not be more than PENDING_UPLOADS_BUDGET_MB/);
  });
});
