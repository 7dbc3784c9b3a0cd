import { Link } from "react-router";

/** A lead page's link to its person (decision 071): "All of this person's leads (3)"; nothing for spam and held. */
export function PersonLink({ person }: { person: { to: string; count: number } | null }) {
  if (!person) return null;
  return (
    <p className="mt-1">
      <Link to={person.to} className="text-aegean underline">
        All of this person's leads ({person.count})
      </Link>
    </p>
  );
}
