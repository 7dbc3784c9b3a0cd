import { useEffect, useState, type DragEvent } from "react";
import { Link, useFetcher } from "react-router";
import type { Stage } from "#app/lib/leads/stages";
import type { PipelineBoardData } from "#app/lib/server/leads/pipeline/board.server";
import { StageForm } from "./StageForm";

/** The drag's data type: a lead's id. */
const LEAD_TYPE = "application/x-helios-lead";

/**
 * The board: a column per stage, a card per lead (a link to it) with its own Move form, a plain post that works
 * without JavaScript and is the keyboard's and a single pointer's way (WCAG 2.5.7). With JavaScript, a card can also
 * be dragged to another column, which posts the same form; dropped on Lost, its form opens to ask why.
 */
export function PipelineBoard({ board, busy, refused }: { board: PipelineBoardData; busy: boolean; refused?: { id?: string; message: string; values?: Record<string, string> } }) {
  const fetcher = useFetcher();
  const [over, setOver] = useState<Stage | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const moving = fetcher.state !== "idle";
  // The board as the server sends it again (after any move): no card waits for a reason any more.
  useEffect(() => setAsking(null), [board]);
  useEffect(() => {
    if (!asking) return;
    const card = document.getElementById(`move-${asking}`) as HTMLDetailsElement | null;
    if (!card) return;
    card.open = true;
    const select = card.querySelector<HTMLSelectElement>('select[name="stage"]');
    if (select) select.value = "lost";
    card.querySelector<HTMLSelectElement>('select[name="lost_reason"]')?.focus();
  }, [asking]);

  function drop(event: DragEvent<HTMLElement>, stage: Stage) {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData(LEAD_TYPE);
    if (!id) return;
    // A lost lead needs its reason: its form opens, set to Lost, at the reason (after the drop settles).
    if (stage === "lost") return setAsking(id);
    void fetcher.submit({ intent: "stage", id, stage }, { method: "post", action: "/admin/pipeline" });
  }

  return (
    <div className="mt-6 grid gap-6 lg:flex lg:items-start lg:gap-4 lg:overflow-x-auto lg:pb-4 xl:grid xl:grid-cols-6 xl:gap-3 xl:overflow-visible" aria-busy={moving || undefined}>
      {board.columns.map((column) => (
        <section
          key={column.stage}
          aria-labelledby={`column-${column.stage}`}
          data-stage={column.stage}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes(LEAD_TYPE)) return;
            event.preventDefault();
            setOver(column.stage);
          }}
          onDragLeave={() => setOver((current) => (current === column.stage ? null : current))}
          onDrop={(event) => drop(event, column.stage)}
          className={`min-w-0 border bg-marble p-3 lg:w-72 lg:flex-none xl:w-auto ${over === column.stage ? "border-aegean ring-2 ring-aegean" : "border-stone"}`}
        >
          <h2 id={`column-${column.stage}`} className="font-sans text-base font-semibold text-ink">
            {column.label} <span className="font-normal text-muted">({column.total})</span>
          </h2>
          {column.total > column.cards.length ? (
            <p className="mt-1 text-sm">
              <Link to={`/admin/submissions?stage=${column.stage}`} className="text-aegean underline">
                The newest {column.cards.length}; all {column.total} in the inbox
              </Link>
            </p>
          ) : null}
          {column.cards.length ? (
            <ul aria-labelledby={`column-${column.stage}`} className="mt-3 grid min-w-0 grid-cols-1 gap-3">
              {column.cards.map((card) => {
                const cardRefused = refused?.id === card.id ? refused : undefined;
                return (
                  <li
                    key={card.id}
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.setData(LEAD_TYPE, card.id);
                      event.dataTransfer.effectAllowed = "move";
                    }}
                    className="min-w-0 border border-stone bg-white p-3 [overflow-wrap:anywhere]"
                    data-lead={card.id}
                  >
                    <Link to={`/admin/submissions/${card.id}`} className="break-words font-semibold text-aegean underline">
                      {card.name}
                    </Link>
                    <p className="text-sm text-muted">
                      {card.form}, {card.received}
                    </p>
                    <p className="text-sm">{card.owner ?? "Unassigned"}</p>
                    {card.lostReason ? <p className="text-sm">Lost: {card.lostReason}</p> : null}
                    {card.nextAction ? (
                      <p className={`text-sm ${card.nextAction.overdue ? "font-semibold text-danger" : ""}`}>
                        {card.nextAction.overdue ? "Overdue: " : "Next: "}
                        {card.nextAction.what}, {card.nextAction.dueLabel}
                      </p>
                    ) : null}
                    <details id={`move-${card.id}`} className="mt-2" open={Boolean(cardRefused) || asking === card.id || undefined}>
                      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-aegean">
                        Move<span className="sr-only"> {card.name}</span>
                      </summary>
                      <div className="mt-2">
                        <StageForm
                          idPrefix={`card-${card.id}`}
                          stage={column.stage}
                          lostReason={card.lostReason}
                          lostReasons={board.lostReasons}
                          busy={busy || moving}
                          action="/admin/pipeline"
                          leadId={card.id}
                          leadName={card.name}
                          error={cardRefused?.message ?? (asking === card.id ? "Choose why the lead was lost, then Move." : undefined)}
                          values={cardRefused?.values ?? (asking === card.id ? { stage: "lost", lost_reason: "" } : undefined)}
                        />
                      </div>
                    </details>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted">No leads.</p>
          )}
        </section>
      ))}
    </div>
  );
}
