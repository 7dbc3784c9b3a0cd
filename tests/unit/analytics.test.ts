// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
import { afterEach, describe, expect, it } from "vitest";
import { reportLead } from "#app/lib/analytics";

const gtagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

describe("reportLead", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    delete window.gtag;
    delete window.dataLayer;
  });

  it("does nothing, and loads nothing, when neither GA_ID nor ADS_CONVERSION is set (the default build)", () => {
    reportLead("contact");
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it("reports a lead and the ad conversion when configured", () => {
    reportLead("rsvp", { gaId: "G-TEST123", adsConversion: "AW-123456/AbC" });
    expect(gtagScripts()).toHaveLength(1);
    const calls = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls).toContainEqual(["event", "generate_lead", { form_id: "rsvp" }]);
    expect(calls).toContainEqual(["event", "conversion", { send_to: "AW-123456/AbC" }]);
  });
});
