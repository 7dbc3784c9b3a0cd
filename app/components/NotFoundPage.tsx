import { Link } from "react-router";
import { collectionLinks } from "../content/navigation";
import { PrimaryAction } from "./PrimaryAction";
import { LinkList } from "./LinkList";
import { PhoneLink } from "./PhoneLink";

const LINK = "text-aegean underline underline-offset-4";

/** The helpful 404: where to go instead. */
export function NotFoundPage() {
  return (
    <div className="container-site py-16 md:py-24">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">We couldn’t find that page</h1>
      <p className="mt-6 max-w-2xl text-lg">
        The page may have moved, or the address may have a typo. These will take you somewhere useful:
      </p>
      <div className="mt-10 grid gap-10 md:grid-cols-3">
        <nav aria-labelledby="nf-collections">
          <h2 id="nf-collections" className="text-2xl">
            Collections
          </h2>
          <LinkList links={collectionLinks} className="mt-3 space-y-2" linkClassName={LINK} />
        </nav>
        <div>
          <h2 className="text-2xl">Our work</h2>
          <p className="mt-3">
            <Link to="/projects" className={LINK}>
              See our projects
            </Link>
          </p>
        </div>
        <div>
          <h2 className="text-2xl">Talk to us</h2>
          <p className="mt-3">
            <Link to="/contact" className={LINK}>
              Contact us
            </Link>{" "}
            or call{" "}
            <PhoneLink className={LINK} />
            .
          </p>
        </div>
      </div>
      <PrimaryAction to="/" className="mt-12">Back to Home</PrimaryAction>
    </div>
  );
}
