import { useRef, useState } from "react";
import { MAX_SLUG_LENGTH, slugFromTitle } from "#app/lib/slug";
import { TextField } from "../forms/Field";

/**
 * An item's name and its web address (a post's title, a project's name), side by side. The address follows the name
 * until it is edited; a stored item keeps its own. `slugHint` says where the address leads, with the address as
 * it will be.
 */
export function NameAndSlug({
  name,
  slug,
  stored,
  errors,
  slugHint,
}: {
  name: { name: string; label: string; value: string; hint?: string; limit: number };
  slug: { label: string; value: string };
  stored: boolean;
  errors: Record<string, string | undefined>;
  slugHint: (shown: string) => string;
}) {
  const [title, setTitle] = useState(name.value);
  const [address, setAddress] = useState(slug.value);
  const edited = useRef(stored || slug.value !== "");
  return (
    <>
      <TextField
        name={name.name}
        label={name.label}
        hint={name.hint}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (!edited.current) setAddress(slugFromTitle(event.target.value));
        }}
        limit={name.limit}
        error={errors[name.name]}
      />
      <TextField
        name="slug"
        label={slug.label}
        hint={slugHint(address.trim() || slugFromTitle(title))}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          edited.current = event.target.value !== "";
        }}
        limit={MAX_SLUG_LENGTH}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        optional
        error={errors.slug}
      />
    </>
  );
}
