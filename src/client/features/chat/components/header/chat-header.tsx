import { Search, SearchX } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { PERSONA_NAME } from '#shared/persona';
import { AiBadge } from '@/components/conversation/ai-badge';
import { PersonaAvatar } from '@/components/conversation/persona-avatar';
import { Button } from '@/components/ui/button';
import type { useMessageFilters } from '../../hooks/use-message-filters';
import { SearchTools } from './search-tools';
import { SettingsMenu } from './settings-menu';

interface ChatHeaderProps {
  title: string;
  filters: ReturnType<typeof useMessageFilters>;
  /** Opens the sidebar drawer (small screens only). */
  menuButton: ReactNode;
  /** The messages left, on small screens, where the sidebar's meter is in the drawer. */
  balance?: ReactNode;
}

const TOOLS_ID = 'chat-search-tools';

export function ChatHeader({ title, filters, menuButton, balance }: ChatHeaderProps) {
  const searchToggle = useRef<HTMLButtonElement>(null);
  const toolsVisible = filters.searchOpen || filters.day !== null;
  return (
    <header className="shrink-0 border-b border-border bg-card/95 backdrop-blur">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-3 sm:px-4">
        {menuButton}
        <PersonaAvatar className="hidden sm:flex" />
        <div className="min-w-0 flex-1 px-1 sm:px-0">
          <h1 className="truncate font-serif text-lg leading-tight font-semibold text-foreground">
            {title}
          </h1>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{PERSONA_NAME}</span>
            <AiBadge />
            <span aria-hidden="true">·</span>
            <span className="truncate">Disponible 24&nbsp;h/24</span>
          </p>
        </div>
        {balance}
        <Button
          ref={searchToggle}
          variant="ghost"
          size="icon"
          aria-label="Rechercher dans la consultation"
          aria-expanded={filters.searchOpen}
          aria-controls={toolsVisible ? TOOLS_ID : undefined}
          onClick={filters.toggleSearch}
        >
          {filters.searchOpen ? <SearchX aria-hidden="true" /> : <Search aria-hidden="true" />}
        </Button>
        <SettingsMenu />
      </div>
      {toolsVisible ? (
        <SearchTools
          id={TOOLS_ID}
          filters={filters}
          onCloseSearch={() => {
            filters.toggleSearch();
            searchToggle.current?.focus();
          }}
        />
      ) : null}
    </header>
  );
}
