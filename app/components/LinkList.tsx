import { Link } from "react-router";

interface LinkListProps {
  links: readonly { to: string; name: string }[];
  className: string;
  linkClassName: string;
}

/** A list of the site's own pages, one link an item, by name. */
export function LinkList({ links, className, linkClassName }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
