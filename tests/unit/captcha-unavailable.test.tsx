// @vitest-environment happy-dom
import { act, type FormEvent } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { CaptchaGate, useCaptchaGate } from "#app/components/forms/CaptchaGate";

// The widget's code cannot load (blocked, or the network failed): not a chunk of ours, so no reload is tried.
vi.mock("altcha", () => {
  throw new Error("blocked by the browser");
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let root: Root | undefined;
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

it("lets the form go without the captcha when its widget cannot load, and says a person will confirm", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const sent: boolean[] = [];
  function Form() {
    const gate = useCaptchaGate();
    const onSubmit = (event: FormEvent) => {
      gate.guard(event);
      sent.push(!event.defaultPrevented);
      event.preventDefault();
    };
    return (
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <CaptchaGate gate={gate} />
        <button type="submit">Send</button>
      </form>
    );
  }
  const holder = document.createElement("div");
  document.body.append(holder);
  root = createRoot(holder);
  await act(async () => root!.render(<Form />));
  const form = holder.querySelector("form")!;
  // Before the widget is wanted, a submit is stopped as usual.
  await act(async () => form.requestSubmit());
  expect(sent).toEqual([false]);
  await act(async () => {
    form.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  await vi.waitFor(() => expect(holder.textContent).toContain("The spam check could not load. You can still send the form: a person will check it and confirm within one business day."));
  await act(async () => form.requestSubmit());
  expect(sent).toEqual([false, true]);
  expect(form.querySelector("[name=altcha]")).toBeNull();
});
