/** An editor's link to the item's public page, once it has one (null: not on the site, nothing shown). */
export function ViewOnSite({ path }: { path: string | null | undefined }) {
  return path ? (
    <a href={path} className="btn btn-outline">
      View on the site
    </a>
  ) : null;
}
