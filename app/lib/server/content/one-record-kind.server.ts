import type { z } from "zod";
import type { EditorForm } from "#app/lib/admin/content-kinds";
import { stringValues } from "../platform/request-body.server";
import { saveItem } from "./content-store.server";
import type { ServerContentKind } from "./editor-page.server";
import type { ContentKindDefinition } from "./kinds/definition.server";
import { snapshotRow, type RecordRow } from "./stored-record.server";

/**
 * The server part of a kind whose item is one record stored whole as JSON in `data` (decision 057): the company
 * details, the energy figures, a page's copy. Edited in place, never deleted; the stored record is read by the kind's
 * reader (stored-record.server.ts) both for the form and for a version of the history, and a save stores the checked
 * record as it is.
 */
type OneRecordKind = "settings" | "energy" | "page" | "channels";

export interface OneRecordSpec<K extends OneRecordKind, S extends z.ZodType, T> {
  form: EditorForm<S> & { kind: K };
  /** The one record's id; absent: each item has its own (a page's, from its editor's address). */
  id?: string;
  /** The stored record of a row, with its defaults (undefined: no such record, as a row of a page that is not one). */
  read(row: (RecordRow & { id: string }) | undefined): T | undefined;
  /** The record as the form's values. */
  toValues(record: T): Record<string, string>;
  /** A version of the history in one line. */
  describe(record: T): string;
  /** A version whose record cannot be read, in one line. */
  unknown?: string;
  /** Its definition (kinds/<kind>.server.ts): one record or many, never deleted and why (decision 056). */
  definition: ContentKindDefinition<K>;
  check?: ServerContentKind<K, S>["check"];
  checkRestore?: ServerContentKind<K, S>["checkRestore"];
}

export function oneRecordKind<K extends OneRecordKind, S extends z.ZodType, T>(spec: OneRecordSpec<K, S, T>): ServerContentKind<K, S> {
  const read = (row: (RecordRow & { id: string }) | undefined) => spec.read(row);
  return {
    form: spec.form,
    definition: spec.definition,
    toValues(row) {
      const record = read(row as (RecordRow & { id: string }) | undefined);
      return record === undefined ? {} : spec.toValues(record);
    },
    // The form's values as posted, as text: every field but the frame's own.
    fromPosted: (fields) => {
      const { intent: _intent, revision: _revision, ...values } = stringValues(fields);
      return values;
    },
    describe(snapshot) {
      const record = read({ ...snapshotRow(snapshot), id: String(snapshot.id ?? "") });
      return record === undefined ? (spec.unknown ?? "") : spec.describe(record);
    },
    check: spec.check,
    checkRestore: spec.checkRestore,
    save: (store, id, input, actor) => saveItem(store, spec.form.kind, spec.id ?? id, { data: JSON.stringify(input) } as never, { actor }),
  };
}
