import { useParams } from 'react-router';
import { ResetPasswordScreen } from '@/features/passwords/components/password-screens';
import { readConversationId } from '@/features/passwords/utils/after-password';

/** /reset-password/:token and /reset-password/:token/:conversationId (spec §2). */
export default function ResetPasswordRoute() {
  const { token = '', conversationId } = useParams();
  // A new link is a new check: the key resets the form and the saved state.
  return (
    <ResetPasswordScreen
      key={token}
      token={token}
      conversationId={readConversationId(conversationId)}
    />
  );
}
