import { Menu, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useUser } from '@/lib/session/current-user';
import { useMediaQuery } from '../hooks/use-media-query';
import { ConversationPane } from './conversation-pane';
import { Sidebar } from './sidebar/sidebar';

/**
 * Spec §9: the sidebar is permanent from 768 px wide, and (issue 14) 560 px
 * tall; styles.css names the same room `roomy`.
 */
const SIDEBAR_PERMANENT_QUERY = '(min-width: 768px) and (min-height: 560px)';

/**
 * /chat/:id: the sidebar is permanent where there is room (roomy), a drawer elsewhere
 * (spec §2, §9). The drawer remembers the path it was opened on, so that any
 * navigation closes it without an effect.
 */
export function ChatScreen({ conversationId }: { conversationId: number }) {
  // Drawn while the session loads (ProtectedRoute's drawWhileLoading): the user comes later.
  const { user, isLoading } = useUser();
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  /** Where the drawer was last opened: closing it elsewhere means a consultation was chosen. */
  const openedOn = useRef<string | null>(null);
  // Growing the window to roomy closes the drawer: the permanent sidebar takes over.
  const wide = useMediaQuery(SIDEBAR_PERMANENT_QUERY);
  if (!user && !isLoading) return null;

  return (
    // The Sheet wraps the screen so that the header's menu button is its trigger: focus returns there.
    <Sheet
      open={drawerPath === pathname && !wide}
      onOpenChange={(open) => {
        if (open) openedOn.current = pathname;
        setDrawerPath(open ? pathname : null);
      }}
    >
      {/* As tall as the window less the bottom strips (cookies, local engine), which never cover the composer. */}
      <div className="flex h-[calc(100dvh-var(--cookie-banner-space,0px)-var(--engine-notice-space,0px))] overflow-hidden bg-background">
        <div className="hidden w-72 shrink-0 bg-night roomy:flex lg:w-80">
          {user ? <Sidebar user={user} currentId={conversationId} /> : null}
        </div>
        <SheetContent
          aria-describedby={undefined}
          // Closed by choosing a consultation: the new one's composer takes the focus, not the menu button.
          onCloseAutoFocus={(event) => {
            if (openedOn.current !== pathname) event.preventDefault();
          }}
        >
          <SheetTitle className="sr-only">Menu</SheetTitle>
          {user ? (
            <Sidebar
              user={user}
              currentId={conversationId}
              closeButton={
                <SheetClose asChild>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Fermer le menu"
                    className="text-night-foreground hover:bg-white/10"
                  >
                    <X aria-hidden="true" />
                  </Button>
                </SheetClose>
              }
            />
          ) : null}
        </SheetContent>
        <ConversationPane
          key={conversationId}
          conversationId={conversationId}
          user={user}
          menuButton={
            <SheetTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="roomy:hidden"
                aria-label="Ouvrir le menu"
              >
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
          }
        />
      </div>
    </Sheet>
  );
}
