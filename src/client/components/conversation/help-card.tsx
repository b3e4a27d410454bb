import { ChevronDown, LifeBuoy, MessageCircle, Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { HELP_LINES, type HelpLine } from '#shared/care/help-lines';
import { cn } from '@/lib/cn';
import { scrollToTopWithin } from '@/lib/scroll-within';

/** A reply this recent was just received: the view is brought to the card's top. */
const FRESH_MS = 60_000;

const CALLS: HelpLine[] = [HELP_LINES['3114'], HELP_LINES['112'], HELP_LINES.sos_amitie];

/**
 * What a care answer opens with (issue 10, issue 14): the numbers to call in
 * large, tappable buttons, before any text, so that 3114 and 112 never
 * scroll out of view. A new card brings itself to the top of the message
 * list, and moves nothing else on the screen.
 */
export function HelpCard({ createdAt }: { createdAt: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (Date.now() - Date.parse(createdAt) > FRESH_MS) return;
    // Two frames later: after the list's own follow-the-bottom scroll and the
    // resize the help strip causes, which both run in the first frame.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (ref.current) scrollToTopWithin(ref.current);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [createdAt]);

  return (
    <section
      ref={ref}
      aria-labelledby={`help-card-${createdAt}`}
      data-testid="help-card"
      className="scroll-mt-4 rounded-2xl border border-primary/30 bg-primary/5 p-4"
    >
      <h3 id={`help-card-${createdAt}`} className="font-serif text-base font-semibold">
        Des personnes peuvent vous aider, maintenant
      </h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {CALLS.map((line) => (
          <li key={line.id}>
            <a
              href={`tel:${line.tel}`}
              className={cn(
                'flex min-h-12 items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold',
                'focus-visible:outline-2 focus-visible:outline-offset-2',
                line.id === '112'
                  ? 'bg-destructive text-destructive-foreground'
                  : 'bg-primary text-primary-foreground',
              )}
            >
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span>
                Appeler le {line.display}
                <span className="block text-xs font-normal opacity-90">{line.name}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <a
          href={HELP_LINES.sos_amitie.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-medium underline underline-offset-2"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Écrire plutôt qu’appeler : le chat de SOS Amitié
        </a>
        <span className="block text-muted-foreground">
          Ou un SMS au 114, le numéro d’urgence par écrit.
        </span>
      </p>
    </section>
  );
}

/** Not a reply of this minute: the card opened from the strip does not scroll anything. */
const LONG_AGO = new Date(0).toISOString();

/**
 * The help numbers kept above the composer for the rest of a conversation in
 * care mode, even when the next message is ordinary. On a phone it is one
 * line, which opens the whole help card above the field (issue 39: the strip
 * took about 100 px of a phone's height for a day).
 */
export function HelpStrip() {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  return (
    <div data-testid="help-strip" className="mb-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={cardId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl bg-primary/5 px-3 text-left text-sm font-medium sm:hidden"
      >
        <LifeBuoy aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 truncate">Besoin d’aide maintenant ? 3114 · 112</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div id={cardId} className="mt-2 max-h-[50dvh] overflow-y-auto sm:hidden">
          <HelpCard createdAt={LONG_AGO} />
        </div>
      ) : null}
      <HelpStripLine />
    </div>
  );
}

/** From 640 px: the numbers in one sentence, one tap each. */
function HelpStripLine() {
  return (
    <p className="hidden flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-primary/5 px-3 py-2 text-sm sm:flex">
      <span>Besoin d’aide maintenant ?</span>
      <a href="tel:3114" className="inline-flex min-h-11 items-center font-semibold underline">
        3114 (gratuit, 24 h/24)
      </a>
      <a href="tel:112" className="inline-flex min-h-11 items-center font-semibold underline">
        112 (urgence)
      </a>
    </p>
  );
}
