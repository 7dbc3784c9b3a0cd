import { useEffect, useRef } from "react";
import { useSite } from "#app/lib/content/root-content";

/** Replaces a form after success; takes focus so screen readers hear it. */
export function ThankYou({ message, emailPrompt }: { message: string; emailPrompt: string }) {
  const site = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="thank-you-heading" className="border border-stone bg-white p-8 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" className="mx-auto text-bronze">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 id="thank-you-heading" ref={heading} tabIndex={-1} className="mt-4 text-4xl focus:outline-none">
        Thank You
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg">{message}</p>
      <p className="mt-4 text-muted">
        {emailPrompt}{" "}
        <a href={`mailto:${site.email}`} className="text-aegean underline">
          {site.email}
        </a>
      </p>
      <BackHome />
    </section>
  );
}

/** The way back after a lead is sent: a full page load, a fresh start after the form. */
export function BackHome() {
  return (
    <p className="mt-8">
      <a href="/" className="btn btn-primary">
        Back to Home
      </a>
    </p>
  );
}
