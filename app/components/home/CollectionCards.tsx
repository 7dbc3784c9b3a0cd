import { Link } from "react-router";
import type { HomeCopy } from "#app/content/page-copy.schema";
import { productCover } from "#app/lib/images";
import { Picture } from "../Picture";

/** Collections: three cards (doors, windows, curtain walls), each a link to its landing page, in the live page copy's words. */
export function CollectionCards({ collections }: { collections: HomeCopy["collections"] }) {
  return (
    <section aria-labelledby="collections-heading" className="bg-marble py-16 md:py-24">
      <div className="container-site">
        <p className="eyebrow">Collections</p>
        <h2 id="collections-heading" className="mt-2 text-4xl">
          Our Collections
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {collections.map((collection) => (
            <li key={collection.to}>
              <article className="group relative flex h-full flex-col overflow-hidden border border-stone bg-white transition-shadow hover:shadow-lg">
                <Picture
                  image={productCover(collection.coverProduct)}
                  alt=""
                  sizes="(min-width: 76rem) 370px, (min-width: 48rem) 31vw, 100vw"
                  className="block aspect-[3/2] w-full bg-marble object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl">
                    <Link
                      to={collection.to}
                      className="after:absolute after:inset-0 after:content-[''] group-hover:text-aegean"
                    >
                      {collection.name}
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 text-muted">{collection.text}</p>
                  <p aria-hidden="true" className="mt-5 text-sm font-semibold uppercase tracking-wider text-aegean">
                    Explore →
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
