import { Link } from "react-router";

/** The way back to the inbox above a lead's or a person's page. */
export function BackToInbox() {
  return (
    <p>
      <Link to="/admin/submissions" className="text-sm text-aegean underline">
        <span aria-hidden="true">← </span>Back to the inbox
      </Link>
    </p>
  );
}
