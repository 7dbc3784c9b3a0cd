// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CaptchaField } from "#app/components/CaptchaField";

/**
 * A stand-in for ALTCHA's <altcha-widget>: it keeps a state and counts the solves started (by verify() or on its own). `startOnConnect` plays the
 * widget's own auto="onfocus" start winning the race: a focus in the form between the widget's mount and the
 * field's effect has already set it verifying.
 */
class FakeWidget extends HTMLElement {
  static startOnConnect = false;
  static starts = 0;
  state = "unverified";
  connectedCallback() {
    if (FakeWidget.startOnConnect) this.start();
  }
  getState() {
    return this.state;
  }
  verify() {
    this.start();
    return Promise.resolve(null);
  }
  reset() {
    this.state = "unverified";
  }
  private start() {
    FakeWidget.starts++;
    this.state = "verifying";
  }
}

vi.mock("altcha", () => ({}));

declare global {
  // React's act() warns unless the environment says it is a test.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let root: Root | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  customElements.define("altcha-widget", FakeWidget);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  FakeWidget.startOnConnect = false;
  FakeWidget.starts = 0;
});

/** The field in a form whose first input the visitor has focused, which is what loads the widget. */
async function renderWithFocusInForm() {
  const form = document.createElement("form");
  const input = document.createElement("input");
  const holder = document.createElement("div");
  form.append(input, holder);
  document.body.append(form);
  root = createRoot(holder);
  await act(async () => root!.render(<CaptchaField provider="altcha" onChange={() => {}} />));
  await act(async () => {
    input.focus();
    input.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  // The widget module import, the mount and whenDefined() settle over a few turns.
  await vi.waitFor(() => expect(form.querySelector("altcha-widget")).not.toBeNull());
  await act(async () => {
    await customElements.whenDefined("altcha-widget");
  });
  return form.querySelector("altcha-widget") as unknown as FakeWidget;
}

describe("the ALTCHA field", () => {
  it("starts solving once the widget loads while the visitor is in the form", async () => {
    const widget = await renderWithFocusInForm();
    await vi.waitFor(() => expect(FakeWidget.starts).toBe(1));
    expect(widget.getState()).toBe("verifying");
  });

  it("does not start a second solve when the widget has started on its own (a second would abort the first)", async () => {
    FakeWidget.startOnConnect = true;
    const widget = await renderWithFocusInForm();
    expect(widget.getState()).toBe("verifying");
    // Let every pending effect and promise run before counting.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(FakeWidget.starts).toBe(1);
  });
});
