import { Link } from "react-router";
import { bcMinimumNotice } from "../lib/energy";
import { useEnergy } from "../lib/content/root-content";
import type { LandingCard } from "../content/landings";
import type { Product } from "../content/schema";
import { CARD_SIZES, WIDE_CARD_SIZES } from "../lib/image-sizes";
import { productCover } from "../lib/images";
import { mediaImage, type MediaRef } from "../lib/media";
import { BcMinimumNotice } from "./BcMinimumNotice";
import { Picture } from "./Picture";
import { StepCodeBadge } from "./StepCodeBadge";

interface CardProps {
  card: LandingCard;
  /** Where a product card links: the product's address, or its address under the landing (Catalogue.cardLink). */
  to?: string;
  /** The product of a product card, from the live catalogue. */
  product?: Product;
  /**
   * The product whose cover illustrates the card (Catalogue.cardProduct), if any: its uploaded cover, else the drawn
   * cover of `drawingsOf` (its own, or a stand-in's: app/lib/product-drawings.ts).
   */
  pictured?: Pick<Product, "coverAlt"> & { drawingsOf: string; cover?: MediaRef };
  headingLevel?: 2 | 3;
  /** The first card of a page may be in the first screen and its largest picture: it loads at once, first. */
  eager?: boolean;
  /** A section's only card: picture and text side by side from md. */
  wide?: boolean;
}

/** A card on a landing page: a product (with its Step Code) or another landing page, with a cover picture. */
export function CatalogueCard({ card, to, product, pictured, headingLevel = 3, eager = false, wide = false }: CardProps) {
  const energy = useEnergy();
  const picture = pictured ? (
    <Picture
      image={pictured.cover ? mediaImage(pictured.cover) : productCover(pictured.drawingsOf)}
      alt={pictured.coverAlt}
      sizes={wide ? WIDE_CARD_SIZES : CARD_SIZES}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      className={`h-auto w-full bg-marble ${wide ? "border-b border-stone md:border-r md:border-b-0" : "border-b border-stone"}`}
    />
  ) : null;
  if ("product" in card) {
    if (!product) throw new Error(`Unknown product "${card.product}" on a landing page`);
    return (
      <CardShell
        to={to ?? product.path}
        name={product.title}
        kicker={card.note ?? product.manufacturer}
        text={product.summary}
        headingLevel={headingLevel}
        picture={picture}
        wide={wide}
      >
        {product.stepCode || bcMinimumNotice(product, energy) ? (
          <div className="space-y-2">
            {product.stepCode ? <StepCodeBadge stepCode={product.stepCode} /> : null}
            <BcMinimumNotice product={product} variant="card" />
          </div>
        ) : null}
      </CardShell>
    );
  }
  return <CardShell to={card.page} name={card.name} text={card.text} headingLevel={headingLevel} picture={picture} wide={wide} />;
}

function CardShell({
  to,
  name,
  kicker,
  text,
  headingLevel,
  picture,
  wide,
  children,
}: {
  to: string;
  name: string;
  kicker?: string;
  text: string;
  headingLevel: 2 | 3;
  picture: React.ReactNode;
  wide?: boolean;
  children?: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`group relative flex h-full flex-col border border-stone bg-white transition-shadow hover:shadow-lg ${wide ? "md:grid md:grid-cols-2 md:items-stretch" : ""}`}
    >
      {picture}
      <div className={`flex flex-1 flex-col p-6 ${wide ? "md:p-8 lg:p-10" : ""}`}>
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
      </div>
    </article>
  );
}
