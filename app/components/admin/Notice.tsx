import type { ReactNode } from "react";

/** The outcome of a staff action: a polite status for success, an alert for a problem. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return tone === "success" ? (
    <p role="status" className="border-l-4 border-[#2f6b3a] bg-[#e8f1e8] px-4 py-3 font-medium text-[#1d4a26]">
      {children}
    </p>
  ) : (
    <p role="alert" className="border-l-4 border-danger bg-danger-light px-4 py-3 font-medium text-danger-dark">
      {children}
    </p>
  );
}
