import { useParams } from 'react-router';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { LatestConversationRedirect } from '@/features/chat/components/latest-conversation-redirect';
import { MissingConversation } from '@/features/chat/components/missing-conversation';
import { parseConversationId } from '@/features/chat/utils/conversation-id';

/** /chat opens the latest conversation (D3); /chat/:id shows one, if its id can exist. */
export default function ChatRoute() {
  const { id } = useParams();
  if (id === undefined) return <LatestConversationRedirect />;
  const conversationId = parseConversationId(id);
  if (conversationId === null) return <MissingConversation />;
  return <ChatScreen conversationId={conversationId} />;
}
