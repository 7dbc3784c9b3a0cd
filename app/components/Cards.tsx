import { Link } from "react-router";
import { productById } from "../content/catalogue";
import type { LandingCard } from "../content/landings";
import { StepCodeBadge } from "./StepCodeBadge";

/** A card on a landing page: a product (with its Step Code) or another landing page. */
export function CatalogueCard({ card, headingLevel = 3 }: { card: LandingCard; headingLevel?: 2 | 3 }) {
  if ("product" in card) {
    const product = productById(card.product);
    if (!product) throw new Error(`Unknown product "${card.product}" on a landing page`);
    return (
      <CardShell
        to={card.to ?? product.path}
        name={product.title}
        kicker={card.note ?? product.manufacturer}
        text={product.summary}
        headingLevel={headingLevel}
      >
        {product.stepCode ? <StepCodeBadge stepCode={product.stepCode} /> : null}
      </CardShell>
    );
  }
  return <CardShell to={card.page} name={card.name} text={card.text} headingLevel={headingLevel} />;
}

function CardShell({
  to,
  name,
  kicker,
  text,
  headingLevel,
  children,
}: {
  to: string;
  name: string;
  kicker?: string;
  text: string;
  headingLevel: 2 | 3;
  children?: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col border border-stone bg-white p-6 transition-shadow hover:shadow-lg">
      {kicker ? <p className="eyebrow">{kicker}</p> : null}
      <Heading className="mt-1 text-2xl">
        <Link to={to} className="after:absolute after:inset-0 after:content-[''] group-hover:text-aegean">
          {name}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-muted">{text}</p>
      {children ? <div className="mt-4">{children}</div> : null}
      <p aria-hidden="true" className="mt-5 text-sm font-semibold uppercase tracking-wider text-aegean">
        View details →
      </p>
    </article>
  );
}
